// The module vite-plugin-pwa generates at build time (`virtual:pwa-register`).
/// <reference types="vite-plugin-pwa/vanillajs" />

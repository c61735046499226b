import type { IndexHtmlTransformContext, Plugin } from 'vite';
import {
  SELECTED_SHOP_KEY,
  SESSION_EXPIRES_KEY,
  USER_DATA_KEY,
} from '../../packages/shared/src/constants.ts';
import {
  EARLY_FIRST_VISIT,
  EARLY_GLOBAL,
  EARLY_LEARNT_KEY,
  EARLY_REQUESTS,
  EARLY_SHOP_SLOT,
  EARLY_SHOPS,
} from './src/lib/early-request-names.ts';

/**
 * The pages a returning user most often opens straight away, by path: their code is fetched
 * beside the first load's instead of after it (see `returningUserPreload`). A module listed here
 * that the build no longer has fails the build, so a renamed page cannot silently lose it.
 */
const FIRST_PAGES: Record<string, string> = {
  '/': 'src/features/dashboard/dashboard-page.tsx',
  '/ventes': 'src/features/sales/sales-page.tsx',
  '/caisse': 'src/features/till/till-page.tsx',
  '/stock': 'src/features/stock/stock-overview-page.tsx',
  '/clients': 'src/features/clients/clients-page.tsx',
  '/entrees': 'src/features/entries/entries-page.tsx',
  '/catalogue': 'src/features/catalogue/catalogue-page.tsx',
};
/**
 * What every signed-in screen loads first: the layout, and the session's calls to the server
 * (which check the stored session as the app starts).
 */
const SHELL = ['src/app/app-layout.tsx', 'src/features/auth/auth-api.ts'];

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

function chunks(bundle: Bundle): Chunk[] {
  return Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
}

/** The chunk's file and those of its static imports, recursively. */
function closure(bundle: Bundle, file: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk' || into.has(file)) return into;
  into.add(file);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

function chunkOf(bundle: Bundle, source: string): Chunk {
  // The chunk that starts with the module, else the one holding it (a module imported both
  // statically and on demand, as auth-api.ts, may not have a chunk of its own).
  const found =
    chunks(bundle).find((chunk) => chunk.facadeModuleId?.endsWith(`/${source}`)) ??
    chunks(bundle).find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${source}`)));
  if (!found) throw new Error(`returning-user-preload: no chunk for ${source}`);
  return found;
}

/**
 * The script written into index.html: for a browser that holds a signed-in user (the session's
 * 'user_data' key), it asks at once for the signed-in shell and the page of the address, which the
 * router would otherwise only request once the first load has run. While the session has not
 * expired ('session_expires_at'), it also sends the first server calls of every signed-in screen and
 * those this address made as it opened last time (src/lib/early-requests.ts), or where it has learnt
 * nothing, the page's own first calls (EARLY_FIRST_VISIT, once the shops' answer names the shop):
 * the app takes those answers instead of asking again. Plain ES5, no dependency; a failure (storage
 * refused) leaves the app to load them itself. The server allows it by its hash in the Content-Security-Policy
 * (apps/server/src/lib/static-web.ts).
 */
function preloadScript(files: { shell: string[]; pages: Record<string, string[]> }): string {
  const preload = `var m=${JSON.stringify(files)};var p=location.pathname.replace(/\\/+$/,"")||"/";var f=m.shell.concat(m.pages[p]||[]);for(var i=0;i<f.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/"+f[i];document.head.appendChild(l)}`;
  // Only same-origin API paths are sent, whatever the storage holds.
  const send = `var o={credentials:"include",headers:{Accept:"application/json"}},n=function(){};function g(u){if(typeof u!=="string"||u.indexOf("/api/")!==0||e[u])return;e[u]=fetch(u,o);e[u].catch(n)}`;
  // The shop: the one chosen on the device if listed, else the first listed. The answer is read
  // from a copy, before the app reads it (this callback is the first one on it).
  const firstVisit = `var t=${JSON.stringify(EARLY_FIRST_VISIT)}[location.pathname+location.search],s=e[${JSON.stringify(EARLY_SHOPS)}];if(t&&!k.length&&s)s.then(function(a){return a.ok?a.clone().json():null}).then(function(l){if(!l||!l.length)return;var c=Number(localStorage.getItem(${JSON.stringify(SELECTED_SHOP_KEY)})),d=l[0].id;for(var i=0;i<l.length;i++)if(l[i].id===c)d=c;for(var j=0;j<t.length;j++)g(t[j].split(${JSON.stringify(EARLY_SHOP_SLOT)}).join(String(d)))}).catch(n);`;
  const early = `if(Number(localStorage.getItem(${JSON.stringify(SESSION_EXPIRES_KEY)}))>Date.now()&&window.fetch){var e=window.${EARLY_GLOBAL}={};${send}var k=[];try{k=JSON.parse(localStorage.getItem(${JSON.stringify(EARLY_LEARNT_KEY)})||"{}")[location.pathname+location.search]||[]}catch(x){}var r=${JSON.stringify(EARLY_REQUESTS)}.concat(k);for(var j=0;j<r.length;j++)g(r[j]);${firstVisit}}`;
  return `(function(){try{if(!localStorage.getItem(${JSON.stringify(USER_DATA_KEY)}))return;${early}${preload}}catch(e){}})();`;
}

/**
 * A returning user's first signed-in screen waits for three downloads in a row without this: the
 * first load, then the shell, then the page. The build writes into index.html which files each of
 * FIRST_PAGES needs beyond the first load, and a few lines that request them as the page starts,
 * for signed-in browsers only (the sign-in screen's first load stays as small as before).
 */
export function returningUserPreload(): Plugin {
  return {
    name: 'pelote-returning-user-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return html;
        const initial = closure(bundle, entry.fileName);
        const beyond = (files: Set<string>, loaded: Set<string>) =>
          [...files].filter((file) => !loaded.has(file)).sort();
        const shellFiles = new Set<string>();
        for (const source of SHELL) closure(bundle, chunkOf(bundle, source).fileName, shellFiles);
        const afterShell = new Set([...initial, ...shellFiles]);
        const pages = Object.fromEntries(
          Object.entries(FIRST_PAGES).map(([path, source]) => [
            path,
            beyond(closure(bundle, chunkOf(bundle, source).fileName), afterShell),
          ]),
        );
        const script = `<script>${preloadScript({ shell: beyond(shellFiles, initial), pages })}</script>`;
        // Before the stylesheet: an inline script after a stylesheet waits for it to arrive (it
        // might read styles), which held the requests back until the first load had come.
        const stylesheet = html.search(/<link[^>]*rel="stylesheet"/);
        if (stylesheet === -1) return html.replace('</head>', `${script}\n</head>`);
        return `${html.slice(0, stylesheet)}${script}\n    ${html.slice(stylesheet)}`;
      },
    },
  };
}

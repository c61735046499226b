import { useSyncExternalStore } from 'react';
import { readJson, writeString } from '@/lib/storage';
import type { PaperWidth } from './ticket-layout';

/** How this device prints tickets, kept on the device (localStorage), never on the server. */

export type TransportKind = 'serial' | 'bluetooth' | 'usb';

export type PrinterSettings = {
  /** How the printer is reached, null before one is connected. */
  transport: TransportKind | null;
  /** What the browser called it when it was chosen ('Bluetooth', 'MTP-II'). */
  name: string;
  width: PaperWidth;
  /** Print the ticket by itself once a sale is recorded. */
  autoPrint: boolean;
  /** Send the ticket as an image, for a printer without the CP858 code page. */
  raster: boolean;
};

export const PRINTER_SETTINGS_KEY = 'pelote.imprimante';

export const DEFAULT_PRINTER_SETTINGS: PrinterSettings = {
  transport: null,
  name: '',
  width: 58,
  autoPrint: false,
  raster: false,
};

function parse(stored: unknown): PrinterSettings {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_PRINTER_SETTINGS;
  const value = stored as Partial<Record<keyof PrinterSettings, unknown>>;
  const transport = ['serial', 'bluetooth', 'usb'].includes(value.transport as string)
    ? (value.transport as TransportKind)
    : null;
  return {
    transport,
    name: typeof value.name === 'string' ? value.name : '',
    width: value.width === 80 ? 80 : 58,
    autoPrint: value.autoPrint === true,
    raster: value.raster === true,
  };
}

let cached: { text: string | null; settings: PrinterSettings } | null = null;
const listeners = new Set<() => void>();

export function readPrinterSettings(): PrinterSettings {
  const stored = readJson(PRINTER_SETTINGS_KEY);
  const text = stored === null ? null : JSON.stringify(stored);
  if (cached?.text !== text) cached = { text, settings: parse(stored) };
  return cached.settings;
}

export function savePrinterSettings(change: Partial<PrinterSettings>): PrinterSettings {
  const next = { ...readPrinterSettings(), ...change };
  writeString(PRINTER_SETTINGS_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
  return next;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PRINTER_SETTINGS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The device's printer settings, redrawn when they change (here or in another tab). */
export function usePrinterSettings(): PrinterSettings {
  return useSyncExternalStore(subscribe, readPrinterSettings, () => DEFAULT_PRINTER_SETTINGS);
}

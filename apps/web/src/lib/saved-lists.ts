import type { QueryKey } from '@tanstack/react-query';
import { readJson, removeItem, writeJson } from './storage';

/**
 * The last pages of the lists seen on this device, kept to show without a network: a list screen
 * opened offline shows the page it showed last, 'Hors ligne — liste du HH:MM', rather than an
 * error. A few pages only (the newest kept), forgotten when the user signs out.
 */
const KEY = 'pelote.listes-vues';
const KEPT = 20;

export type SavedList = { key: string; at: number; data: unknown };

const keyOf = (queryKey: QueryKey) => JSON.stringify(queryKey);

function savedLists(): SavedList[] {
  const stored = readJson(KEY);
  return Array.isArray(stored) ? (stored as SavedList[]) : [];
}

/** Keeps `data`, the answer received at `at` (ms) for `queryKey`, as the newest. */
export function saveList(queryKey: QueryKey, data: unknown, at: number): void {
  const key = keyOf(queryKey);
  const others = savedLists().filter((saved) => saved.key !== key);
  writeJson(KEY, [{ key, at, data }, ...others].slice(0, KEPT));
}

/** The page kept for `queryKey`, or null. */
export function savedList(queryKey: QueryKey): SavedList | null {
  const key = keyOf(queryKey);
  return savedLists().find((saved) => saved.key === key) ?? null;
}

export function forgetSavedLists(): void {
  removeItem(KEY);
}

import { readJson, writeJson } from '@/lib/storage';

/** The tickets this device printed already (their numbers, the last 200): printed again, a DUPLICATA. */
const KEY = 'pelote.tickets-imprimes';
const KEPT = 200;

function printed(): string[] {
  const stored = readJson(KEY);
  return Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : [];
}

export function wasPrinted(numero: string): boolean {
  return printed().includes(numero);
}

export function markPrinted(numero: string): void {
  const list = printed().filter((value) => value !== numero);
  writeJson(KEY, [...list, numero].slice(-KEPT));
}

/**
 * Asking the layout's upkeep (offline-sync.tsx) for a round now, from anywhere in the page: a sale
 * was just queued (send it), or one was just recorded online (`refresh`: the copy's stock moved).
 */

const listeners = new Set<(refresh: boolean) => void>();

export function requestSend(options: { refresh?: boolean } = {}): void {
  for (const listener of listeners) listener(options.refresh ?? false);
}

export function onSendRequest(listener: (refresh: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

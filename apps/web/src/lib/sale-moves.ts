import type { QueryClient } from '@tanstack/react-query';
import { MOVED_BY_A_SALE } from './query-keys';

/**
 * Reloads what a recorded sale moves (the registry's MOVED_BY_A_SALE) once it is on the server —
 * made online or sent from the device's outbox.
 */
export async function invalidateSaleMoves(queryClient: QueryClient): Promise<void> {
  await Promise.all(MOVED_BY_A_SALE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

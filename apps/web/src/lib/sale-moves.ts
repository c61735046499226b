import type { QueryClient } from '@tanstack/react-query';

/**
 * What a recorded sale moves, reloaded once it is on the server — made online or sent from the
 * device's outbox: the sales, every stock query (keys starting with 'stock'), product
 * quantities, the dashboard and the clients' turnover and balances.
 */
const MOVED_BY_A_SALE = [['ventes'], ['stock'], ['articles'], ['dashboard'], ['clients']] as const;

export async function invalidateSaleMoves(queryClient: QueryClient): Promise<void> {
  await Promise.all(MOVED_BY_A_SALE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

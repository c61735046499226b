import type { ReactNode } from 'react';
import { PendingSales } from '@/features/offline/pending-sales';
import { ProvisionalTicketDialog } from '@/features/offline/provisional-ticket';
import { type OfflineSlots, OfflineSlotsProvider } from '@/lib/offline/offline-slots';

const SLOTS: OfflineSlots = { PendingSales, ProvisionalTicket: ProvisionalTicketDialog };

/** The offline feature's pieces inside the sales screens (see lib/offline/offline-slots.tsx). */
export function OfflineSaleSlots({ children }: { children: ReactNode }) {
  return <OfflineSlotsProvider value={SLOTS}>{children}</OfflineSlotsProvider>;
}

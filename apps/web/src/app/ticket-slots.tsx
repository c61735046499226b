import { lazy, type ReactNode, Suspense } from 'react';
import { type TicketActionsProps, type TicketSlots, TicketSlotsProvider } from '@/lib/ticket-slots';

// The encoder and the transports come with the first ticket shown, not with the app.
const LazyTicketActions = lazy(async () => ({
  default: (await import('@/features/printing/ticket-actions')).TicketActions,
}));

function TicketActions(props: TicketActionsProps) {
  return (
    <Suspense fallback={null}>
      <LazyTicketActions {...props} />
    </Suspense>
  );
}

const SLOTS: TicketSlots = { TicketActions };

/** The printing feature's ticket buttons inside the sales screens (see lib/ticket-slots.tsx). */
export function PrintingSlots({ children }: { children: ReactNode }) {
  return <TicketSlotsProvider value={SLOTS}>{children}</TicketSlotsProvider>;
}

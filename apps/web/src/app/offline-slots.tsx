import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { setDeviceSnapshotReader } from '@/lib/barcode/device-snapshots';
import { OfflineSaleSlotsProvider, type OfflineSlots } from '@/lib/offline-sale-slots';
import { useTicketSlots } from '@/lib/ticket-slots';
import { useIdle } from './idle';

// The device's database (Dexie) comes with the sales screens that show these, not with the layout.
const LazyPendingSales = lazy(async () => ({
  default: (await import('@/features/offline/pending-sales')).PendingSales,
}));
const LazyStorageNotice = lazy(async () => ({
  default: (await import('@/features/offline/storage-notice')).StorageNotice,
}));
const LazyProvisionalTicket = lazy(async () => ({
  default: (await import('@/features/offline/provisional-ticket')).ProvisionalTicketDialog,
}));
const loadOfflineSale = () => import('@/features/offline/use-offline-sale');
const LazyOfflineSaleScope = lazy(async () => ({ default: (await loadOfflineSale()).OfflineSaleScope }));

// Without a network, a scanned code is looked up in the shops' copies kept on the device.
setDeviceSnapshotReader(async (userId, shopId) =>
  (await import('@/features/offline/snapshot')).deviceSnapshots(userId, shopId),
);

type Props<K extends keyof OfflineSlots> = ComponentProps<NonNullable<OfflineSlots[K]>>;

/**
 * Above the sales list: the sales waiting on this device (nothing when there are none, as almost
 * always), read once the screen has drawn, so that the device's database is not on the way of its
 * first paint.
 */
function PendingSales(props: Props<'PendingSales'>) {
  const isIdle = useIdle();
  return isIdle ? (
    <Suspense fallback={null}>
      <LazyPendingSales {...props} />
    </Suspense>
  ) : null;
}

/**
 * At the top of the new-sale form: the warning about the device's storage (not on the list, where
 * drawn late it would be the page's largest paint on a phone).
 */
function StorageNotice() {
  return (
    <Suspense fallback={null}>
      <LazyStorageNotice />
    </Suspense>
  );
}

/** The provisional ticket, with the ticket printer's buttons (it prints by itself when set so). */
function ProvisionalTicket(props: Props<'ProvisionalTicket'>) {
  const { TicketActions } = useTicketSlots();
  const actions = TicketActions ? (
    <TicketActions source={{ kind: 'provisional', entry: props.entry }} isNew />
  ) : null;
  return (
    <Suspense fallback={null}>
      <LazyProvisionalTicket {...props} actions={actions} />
    </Suspense>
  );
}

/** The new-sale form, once its offline side is here (fetched at idle, with the form's own code). */
function OfflineSaleScope(props: Props<'OfflineSaleScope'>) {
  return (
    <Suspense fallback={null}>
      <LazyOfflineSaleScope {...props} />
    </Suspense>
  );
}

const SLOTS: OfflineSlots = { PendingSales, ProvisionalTicket, StorageNotice, OfflineSaleScope };

/** The offline feature's pieces inside the sales screens (see lib/offline-sale-slots.tsx). */
export function OfflineSaleSlots({ children }: { children: ReactNode }) {
  const isIdle = useIdle();
  useEffect(() => {
    if (isIdle) void loadOfflineSale().catch(() => {});
  }, [isIdle]);
  return <OfflineSaleSlotsProvider value={SLOTS}>{children}</OfflineSaleSlotsProvider>;
}

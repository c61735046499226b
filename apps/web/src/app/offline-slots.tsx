import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { setDeviceSnapshotReader } from '@/lib/barcode/device-snapshots';
import { OfflineSaleSlotsProvider, type OfflineSlots } from '@/lib/offline-sale-slots';
import { useOutboxCount } from '@/lib/outbox-count';
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
const LazyOfflineSaleScope = lazy(async () => ({
  default: (await import('@/features/offline/use-offline-sale')).OfflineSaleScope,
}));

// Without a network, a scanned code is looked up in the shops' copies kept on the device.
setDeviceSnapshotReader(async (userId, shopId) =>
  (await import('@/features/offline/snapshot')).deviceSnapshots(userId, shopId),
);

type Props<K extends keyof OfflineSlots> = ComponentProps<NonNullable<OfflineSlots[K]>>;

/**
 * Above the sales list: the sales waiting on this device, read once the screen has drawn and only
 * when the upkeep counted some (almost never): the device's database stays off the screen's thread
 * otherwise.
 */
function PendingSales(props: Props<'PendingSales'>) {
  const isIdle = useIdle();
  const waiting = useOutboxCount();
  return isIdle && waiting > 0 ? (
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

/**
 * The new-sale form, once its offline side is here: fetched as the form first opens, not with
 * every page (it brings the device's database).
 */
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
  return <OfflineSaleSlotsProvider value={SLOTS}>{children}</OfflineSaleSlotsProvider>;
}

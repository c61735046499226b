import { lazy, Suspense } from 'react';
import { useOutboxCount } from '@/lib/outbox-count';
import { useIdle } from './idle';

// The upkeep's code arrives after the layout has drawn; the device's database and the rounds run
// in its worker, off the screen's thread.
const LazyOfflineSync = lazy(async () => ({
  default: (await import('@/features/offline/offline-sync')).OfflineSync,
}));
const LazyOutboxBadge = lazy(async () => ({
  default: (await import('@/features/offline/outbox-badge')).OutboxBadge,
}));

/**
 * Sends the sales waiting on this device and downloads the shop's copy for selling offline
 * (features/offline/offline-sync.tsx), started as soon as the first paint is done.
 */
export function DeferredOfflineSync() {
  const isIdle = useIdle();
  return isIdle ? (
    <Suspense fallback={null}>
      <LazyOfflineSync />
    </Suspense>
  ) : null;
}

/** 'N vente(s) en attente' in the top bar, fetched once the upkeep has counted some: nothing before. */
export function DeferredOutboxBadge() {
  const waiting = useOutboxCount();
  return waiting > 0 ? (
    <Suspense fallback={null}>
      <LazyOutboxBadge />
    </Suspense>
  ) : null;
}

import { lazy, Suspense } from 'react';
import { useIdle } from './idle';

// The device's database (Dexie, ~30 kB) and the sync code arrive after the layout has drawn.
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

/** 'N vente(s) en attente' in the top bar; nothing while the outbox is empty, so nothing before. */
export function DeferredOutboxBadge() {
  const isIdle = useIdle();
  return isIdle ? (
    <Suspense fallback={null}>
      <LazyOutboxBadge />
    </Suspense>
  ) : null;
}

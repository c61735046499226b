import { RefreshCw, WifiOff } from 'lucide-react';
import { buttonStyles } from '@/components/button-styles';
import { useIsOffline } from '@/lib/connection-state';
import { dismissUpdate, useUpdateState } from './update-state';

export const PWA_TEXTS = {
  offline: 'Hors ligne',
  offlineHint: 'Les données affichées peuvent dater.',
  update: 'Une nouvelle version de Pelote est disponible',
  reload: 'Recharger',
  later: 'Plus tard',
} as const;

/**
 * 'Hors ligne', while the browser is offline or the server cannot be reached: a strip across the
 * top of the screen, in the page's flow, so it pushes the page down and never lies over a button.
 * It sits in a live region, so a screen reader says it when it appears.
 */
export function OfflineStrip() {
  const isOffline = useIsOffline();
  return (
    <div role="status" className="print:hidden">
      {isOffline ? (
        <p className="flex items-center justify-center gap-2 bg-stone-900 px-4 py-2 text-sm text-white">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <strong className="font-semibold">{PWA_TEXTS.offline}</strong>
          <span className="hidden text-stone-300 sm:inline">{PWA_TEXTS.offlineHint}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A newer version is installed: the user reloads when it suits them (never in the middle of a sale). */
function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <section
      aria-labelledby="pwa-update-title"
      className="pointer-events-auto flex w-full max-w-md flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xl sm:flex-row sm:items-center"
    >
      <p id="pwa-update-title" className="flex-1 text-sm font-medium text-stone-900">
        {PWA_TEXTS.update}
      </p>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonStyles({ variant: 'ghost' })} onClick={dismissUpdate}>
          {PWA_TEXTS.later}
        </button>
        <button type="button" className={buttonStyles()} onClick={onReload}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {PWA_TEXTS.reload}
        </button>
      </div>
    </section>
  );
}

/**
 * The update prompt, at the bottom of every screen, in a live region so a screen reader says it
 * when it appears ('Hors ligne' is the OfflineStrip's, at the top).
 */
export function PwaNotices() {
  const update = useUpdateState();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] print:hidden"
    >
      {update.isWaiting ? <UpdatePrompt onReload={() => void update.apply()} /> : null}
    </div>
  );
}

import { CloudUpload } from 'lucide-react';
import { Link } from 'react-router';
import { useOutboxCount } from '@/lib/outbox-count';
import { OFFLINE_TEXTS } from './offline-texts';

/**
 * The top bar's 'N vente(s) en attente' while sales wait on this device (refused ones included:
 * they wait for the seller); a link to the sales list, where they are. Nothing otherwise.
 */
export function OutboxBadge() {
  const n = useOutboxCount();
  if (n === 0) return null;
  return (
    <Link
      to="/ventes"
      aria-label={OFFLINE_TEXTS.badgeLabel(n)}
      className="flex h-10 shrink-0 items-center gap-1.5 rounded-full bg-amber-100 px-3 text-xs font-semibold text-amber-900 hover:bg-amber-200"
    >
      <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
      <span className="hidden sm:inline">{OFFLINE_TEXTS.badge(n)}</span>
      <span className="sm:hidden" aria-hidden="true">
        {n}
      </span>
    </Link>
  );
}

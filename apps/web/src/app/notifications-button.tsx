import { can, type LowStockItem, STOCK_MESSAGES } from '@pelote/shared';
import { Bell, BellOff, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { PendingApprovals, usePendingApprovalCount } from '@/features/discounts/pending-approvals';
import { ALERT_STATUS_TONES } from '@/features/stock/alert-status-tones';
import { useStockAlerts } from '@/features/stock/stock-api';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { NOTIFICATIONS_BUTTON_CLASS, NOTIFICATIONS_TEXTS } from './notifications-texts';

export { NOTIFICATIONS_TEXTS } from './notifications-texts';

const T = NOTIFICATIONS_TEXTS;

/** How often the count is asked again while the app stays open (stock changes also refresh it). */
export const ALERT_COUNT_REFRESH_MS = 3 * 60_000;
/** Alerts listed in the open popover. */
const LISTED = 5;
const ALERTS_PATH = '/statistiques';

function AlertItem({ item, onNavigate }: { item: LowStockItem; onNavigate: () => void }) {
  return (
    <li>
      <Link
        to={ALERTS_PATH}
        onClick={onNavigate}
        className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm outline-none hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-rose-600"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium text-stone-900">{item.nom}</span>
          <span className="block truncate text-xs text-stone-500">
            {item.magasin.nom} · {item.quantite_actuelle} / {item.quantite_seuil}
          </span>
        </span>
        <Badge tone={ALERT_STATUS_TONES[item.statut]}>{item.statut}</Badge>
      </Link>
    </li>
  );
}

/**
 * The open popover's stock part: the alerts first in line, and the way to all of them on
 * /statistiques; 'Aucune nouvelle notification' when neither they nor an approval wait.
 */
function AlertList({
  magasin,
  onNavigate,
  othersWait,
}: {
  magasin: number | undefined;
  onNavigate: () => void;
  othersWait: boolean;
}) {
  const query = useStockAlerts({ page: 1, page_size: LISTED, magasin });
  if (query.isPending) return <p className="text-sm text-stone-600">{T.loading}</p>;
  if (!query.data) return <p className="text-sm text-red-700">{STOCK_MESSAGES.alertsLoadError}</p>;
  const { count, results } = query.data;
  if (count === 0 && othersWait) return null;
  if (count === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600">
        <BellOff aria-hidden="true" className="size-4" />
        {T.empty}
      </p>
    );
  return (
    <>
      <p className="text-sm text-stone-700">{T.active(count)}</p>
      <ul className="-mx-2 flex flex-col">
        {results.map((item) => (
          <AlertItem key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      {count > results.length ? (
        <p className="text-xs text-stone-500">{T.more(count - results.length)}</p>
      ) : null}
      <Link
        to={ALERTS_PATH}
        onClick={onNavigate}
        className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-rose-700 hover:text-rose-900 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-rose-600"
      >
        {T.seeAll}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </>
  );
}

/**
 * The top bar's notifications button: the number of active stock alerts in scope (the selected
 * shop, all shops for direction when none, a gerant's own), asked again every few minutes and
 * after any stock change, and for direction the discount approvals waiting (asked again every
 * 30 s). The popover lists the approvals with 'Accepter' and 'Refuser' (the discounts feature's),
 * then the first alerts and the link to /statistiques.
 * Loaded after the layout has drawn (notifications-entry.tsx); `openAtMount` when its button was
 * pressed before that.
 */
export function NotificationsButton({ openAtMount = false }: { openAtMount?: boolean }) {
  const { shopId, isLoading } = useSelectedShop();
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the press that loaded this popover opens it.
  useEffect(() => {
    if (!openAtMount) return;
    // The button pressed was the stand-in: the focus goes to this one, so that closing the
    // popover gives it back here, then the popover opens as after a press.
    triggerRef.current?.focus();
    setOpen(true);
  }, []);
  const magasin = shopId ?? undefined;
  const countQuery = useStockAlerts(
    { page: 1, page_size: 1, magasin },
    { refetchInterval: ALERT_COUNT_REFRESH_MS, enabled: !isLoading },
  );
  const isDirection = can(useSession().user?.role, 'discounts:manage');
  const approvals = usePendingApprovalCount(isDirection);
  const alerts = countQuery.data?.count ?? 0;
  const count = alerts + approvals;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        ref={triggerRef}
        aria-label={count > 0 ? T.buttonWithCount(alerts, approvals) : T.button}
        className={NOTIFICATIONS_BUTTON_CLASS}
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Button>
      <Popover
        placement="bottom end"
        className="max-h-[80dvh] w-80 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-stone-200 bg-white shadow-lg"
      >
        <Dialog className="flex flex-col gap-3 p-4 outline-none">
          <Heading slot="title" className="text-sm font-semibold text-stone-900">
            {T.button}
          </Heading>
          {isDirection ? <PendingApprovals /> : null}
          <AlertList magasin={magasin} onNavigate={() => setOpen(false)} othersWait={approvals > 0} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

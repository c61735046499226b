import { formatDateTime, lotLabel, OFFLINE_MESSAGES, type Sale, type SaleDetail } from '@pelote/shared';
import { Badge } from '@/components/badge';

/**
 * Where a sale came from, for the sales list and the sale's detail: made offline ('Hors ligne'),
 * made before its shop's last close and received after it ('Reçue après clôture'), an offline
 * credit sale over the client's limit ('Plafond dépassé hors ligne'), an offline sale whose discount
 * direction had not allowed and no valid code covered ('Remise non autorisée').
 */
export function OfflineSaleBadges({ sale }: { sale: Sale }) {
  if (!sale.hors_ligne) return null;
  return (
    <>
      <Badge tone="indigo">{OFFLINE_MESSAGES.offline}</Badge>
      {sale.recue_apres_cloture ? <Badge tone="orange">{OFFLINE_MESSAGES.receivedAfterClose}</Badge> : null}
      {sale.plafond_depasse ? <Badge tone="red">{OFFLINE_MESSAGES.overLimit}</Badge> : null}
      {sale.remise_non_autorisee ? <Badge tone="red">{OFFLINE_MESSAGES.discountUnauthorized}</Badge> : null}
    </>
  );
}

export const OFFLINE_SALE_TEXTS = {
  ticket: (ticket: string) => `Ticket provisoire ${ticket}`,
  deviceTime: (at: string) => `${OFFLINE_MESSAGES.deviceTime} : ${formatDateTime(at)}`,
  toSettle: 'Vendu sans stock (à régulariser)',
} as const;

/** The detail's block of an offline sale: its badges, provisional ticket, device time, units sold without stock. */
export function OfflineSaleNotice({ sale }: { sale: SaleDetail }) {
  if (!sale.hors_ligne) return null;
  const toSettle = sale.a_regulariser ?? [];
  return (
    <section aria-label={OFFLINE_MESSAGES.offline} className="flex flex-col gap-1 text-sm text-stone-700">
      <div className="flex flex-wrap gap-1">
        <OfflineSaleBadges sale={sale} />
      </div>
      <p>
        {sale.ticket_provisoire ? `${OFFLINE_SALE_TEXTS.ticket(sale.ticket_provisoire)} · ` : null}
        {sale.date_appareil ? OFFLINE_SALE_TEXTS.deviceTime(sale.date_appareil) : null}
      </p>
      {toSettle.length > 0 ? (
        <div>
          <p className="font-medium text-amber-900">{OFFLINE_SALE_TEXTS.toSettle}</p>
          <ul className="list-disc pl-5">
            {toSettle.map((line) => (
              <li key={`${line.article.id}:${line.bain}`}>
                {line.quantite} × {line.article.nom}
                {lotLabel(line.bain) ? ` (${lotLabel(line.bain)})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

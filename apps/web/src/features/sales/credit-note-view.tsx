import {
  ARTICLE_TYPE_LABELS,
  type CreditNote,
  formatDateTime,
  REFUND_METHOD_LABELS,
  RETURN_STATE_LABELS,
  SALE_MESSAGES,
} from '@pelote/shared';
import { Money } from '@/components/money';
import { clientName, productName, shopName } from '@/lib/sale-display';

export const CREDIT_NOTE_TEXTS = {
  title: 'AVOIR',
  number: 'N°',
  date: 'Date',
  invoice: 'Facture d’origine',
  client: 'Client',
  lines: 'Articles retournés',
  article: 'Article',
  state: 'État',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  lineTotal: 'Montant',
  total: 'Total de l’avoir',
  refund: 'Remboursement',
  reference: 'Référence',
  credited: 'Crédité au compte du client',
  lot: (bain: string) => `Bain ${bain}`,
} as const;

const T = CREDIT_NOTE_TEXTS;

/**
 * A credit note as the screens show and print it: 'AVOIR', its number and date, the invoice it
 * cites, the shop and the client, the returned lines (lot, state, reason), the total and how it was
 * refunded — what its PDF says.
 */
export function CreditNoteView({ note }: { note: CreditNote }) {
  return (
    <article aria-label={`${T.title} ${note.numero_avoir}`} className="flex flex-col gap-4 text-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-2xl font-bold tracking-wide text-rose-800">{T.title}</h3>
          <p className="text-stone-700">
            {T.number} {note.numero_avoir}
          </p>
          <p className="text-stone-700">
            {T.date} : {formatDateTime(note.date)}
          </p>
          <p className="font-medium text-stone-900">
            {T.invoice} : {note.vente.numero_facture}
          </p>
        </div>
        <div className="text-right">
          <p className="font-semibold text-stone-900">{shopName(note.magasin.nom)}</p>
          <p className="text-stone-600">{note.magasin.quartier}</p>
        </div>
      </header>
      <section aria-label={T.client} className="rounded-lg bg-stone-50 px-3 py-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{T.client}</p>
        <p className="font-medium text-stone-900">
          {clientName(note.client, SALE_MESSAGES.anonymousClient, 'nom-prenom')}
        </p>
      </section>
      <div className="overflow-x-auto">
        <table aria-label={T.lines} className="w-full min-w-[28rem] border-collapse">
          <thead>
            <tr className="border-b border-stone-300 text-left text-xs uppercase tracking-wide text-stone-500">
              <th className="py-2 pr-2 font-medium">{T.article}</th>
              <th className="px-2 py-2 text-right font-medium">{T.quantity}</th>
              <th className="px-2 py-2 text-right font-medium">{T.unitPrice}</th>
              <th className="py-2 pl-2 text-right font-medium">{T.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {note.lignes.map((line) => (
              <tr key={line.id} className="border-b border-stone-100 align-top">
                <td className="py-2 pr-2">
                  <span className="block text-stone-900">{productName(line.article.article_name)}</span>
                  <span className="block text-xs text-stone-500">
                    {[ARTICLE_TYPE_LABELS[line.article.article_type], line.bain ? T.lot(line.bain) : null]
                      .filter(Boolean)
                      .join(' — ')}
                  </span>
                  <span className="block text-xs text-stone-700">
                    {RETURN_STATE_LABELS[line.etat]} : {line.motif}
                  </span>
                </td>
                <td className="px-2 py-2 text-right">{line.quantite}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  <Money value={line.prix_unitaire} />
                </td>
                <td className="py-2 pl-2 text-right whitespace-nowrap">
                  <Money value={line.prix_total} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="py-3 pr-2 text-right text-base font-semibold">
                {T.total}
              </th>
              <td className="py-3 pl-2 text-right text-base font-semibold whitespace-nowrap">
                <Money value={note.montant} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <section aria-label={T.refund} className="rounded-lg bg-stone-50 px-3 py-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{T.refund}</p>
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-medium text-stone-900">
            {REFUND_METHOD_LABELS[note.methode_remboursement]}
          </span>
          <Money value={note.montant} />
        </p>
        {note.reference_remboursement ? (
          <p className="break-all text-stone-700">
            {T.reference} : {note.reference_remboursement}
          </p>
        ) : null}
        {note.methode_remboursement === 'avoir_client' ? (
          <p className="text-stone-700">{T.credited}</p>
        ) : null}
      </section>
    </article>
  );
}

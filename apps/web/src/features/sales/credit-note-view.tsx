import {
  ARTICLE_TYPE_LABELS,
  type CreditNote,
  clientName,
  REFUND_METHOD_LABELS,
  RETURN_STATE_LABELS,
  SALE_MESSAGES,
} from '@pelote/shared';
import { Money } from '@/components/money';
import { DocumentBlock, DocumentHeading, DocumentLines } from './sale-document';

export const CREDIT_NOTE_TEXTS = {
  title: 'AVOIR',
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
      <DocumentHeading
        title={T.title}
        number={note.numero_avoir}
        date={note.date}
        remark={
          <p className="font-medium text-stone-900">
            {T.invoice} : {note.vente.numero_facture}
          </p>
        }
        shop={note.magasin}
      />
      <DocumentBlock title={T.client}>
        <p className="font-medium text-stone-900">
          {clientName(note.client, SALE_MESSAGES.anonymousClient, 'nom-prenom')}
        </p>
      </DocumentBlock>
      <DocumentLines
        label={T.lines}
        headings={T}
        total={note.montant}
        alignTop
        lines={note.lignes.map((line) => ({
          id: line.id,
          name: line.article.article_name,
          details: (
            <>
              <span className="block text-xs text-stone-500">
                {[ARTICLE_TYPE_LABELS[line.article.article_type], line.bain ? T.lot(line.bain) : null]
                  .filter(Boolean)
                  .join(' — ')}
              </span>
              <span className="block text-xs text-stone-700">
                {RETURN_STATE_LABELS[line.etat]} : {line.motif}
              </span>
            </>
          ),
          quantite: line.quantite,
          prixUnitaire: line.prix_unitaire,
          prixTotal: line.prix_total,
        }))}
      />
      <DocumentBlock title={T.refund}>
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
      </DocumentBlock>
    </article>
  );
}

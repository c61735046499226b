import {
  ENTRY_MESSAGES,
  ENTRY_TYPE_LABELS,
  type Entry,
  formatDateTime,
  formatMoney,
  LABEL_MESSAGES,
  lotName,
} from '@pelote/shared';
import { Printer } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/button';
import { LabelPrintDialog } from '@/components/label-print-dialog';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { LoadingState, QueryErrorState } from '@/components/status';
import { useEntry } from './entries-api';
import { entryShopName } from './entry-columns';
import { ProductTypeBadge } from './entry-type-badge';

export const ENTRY_DETAIL_TEXTS = {
  title: "Détails de l'entrée de stock",
  loading: 'Chargement des détails...',
  id: 'Identifiant',
  date: "Date d'entrée",
  shop: 'Magasin',
  supplier: 'Fournisseur',
  quantity: 'Quantité',
  lot: 'Bain',
  unitPrice: 'Prix unitaire',
  total: 'Prix total',
  entryType: "Type d'entrée",
  reference: 'Référence de commande',
  comment: 'Commentaire',
  recordedBy: 'Enregistrée par',
  product: 'Produit',
  productRef: 'Référence produit',
  basePrice: 'Prix de base',
  close: 'Fermer',
  labels: LABEL_MESSAGES.print,
  labelsOf: (id: number) => `Entrée de stock n° ${id}`,
} as const;

const T = ENTRY_DETAIL_TEXTS;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-stone-900">{children}</dd>
    </div>
  );
}

function EntryDetails({ entry }: { entry: Entry }) {
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item label={T.id}>{entry.id}</Item>
        <Item label={T.date}>{formatDateTime(entry.date_entree)}</Item>
        <Item label={T.shop}>{entryShopName(entry)}</Item>
        <Item label={T.supplier}>{entry.fournisseur}</Item>
        <Item label={T.quantity}>{entry.quantite}</Item>
        {entry.bain ? <Item label={T.lot}>{lotName(entry.bain)}</Item> : null}
        <Item label={T.entryType}>{ENTRY_TYPE_LABELS[entry.type_entree]}</Item>
        <Item label={T.unitPrice}>{formatMoney(entry.prix_unitaire)}</Item>
        <Item label={T.total}>{formatMoney(entry.prix_total)}</Item>
        {entry.reference_commande ? <Item label={T.reference}>{entry.reference_commande}</Item> : null}
        {entry.utilisateur ? <Item label={T.recordedBy}>{entry.utilisateur.username}</Item> : null}
        {entry.commentaire ? (
          <div className="sm:col-span-2">
            <Item label={T.comment}>
              <span className="whitespace-pre-line">{entry.commentaire}</span>
            </Item>
          </div>
        ) : null}
      </dl>
      <section aria-label={T.product} className="rounded-xl border border-stone-200 bg-stone-50 p-4">
        <h3 className="mb-3 text-sm font-semibold text-stone-900">{T.product}</h3>
        {entry.produit ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Item label={T.product}>
              <span className="flex flex-wrap items-center gap-2">
                {entry.produit.nom} <ProductTypeBadge type={entry.produit.type} />
              </span>
            </Item>
            <Item label={T.productRef}>#{entry.produit.id}</Item>
            <Item label={T.basePrice}>{formatMoney(entry.produit.prix_unitaire)}</Item>
          </dl>
        ) : (
          <p className="text-sm text-stone-600">{ENTRY_MESSAGES.productUnavailable}</p>
        )}
      </section>
    </div>
  );
}

/** The stock entry detail modal: every field, read from the server, with its loading and error. */
export function EntryDetailDialog({ entryId, onClose }: { entryId: number; onClose: () => void }) {
  const query = useEntry(entryId);
  const [printing, setPrinting] = useState(false);
  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={T.loading} />;
  else if (query.isError) body = <QueryErrorState title={ENTRY_MESSAGES.detailLoadError} query={query} />;
  else body = <EntryDetails entry={query.data} />;
  return (
    <Modal isOpen onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title={T.title} size="lg">
      <ModalBody>{body}</ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close">
          {T.close}
        </Button>
        {query.data?.produit ? (
          <Button icon={<Printer aria-hidden="true" className="size-4" />} onPress={() => setPrinting(true)}>
            {T.labels}
          </Button>
        ) : null}
      </ModalFooter>
      {printing && query.data ? (
        <LabelPrintDialog
          entryId={query.data.id}
          quantity={query.data.quantite}
          subject={`${T.labelsOf(query.data.id)}${query.data.produit ? ` · ${query.data.produit.nom}` : ''}`}
          onClose={() => setPrinting(false)}
        />
      ) : null}
    </Modal>
  );
}

import {
  type PurchaseOrder,
  type PurchaseReceipt,
  type PurchaseReceiptInput,
  parseMoney,
  purchaseReceiptSchema,
} from '@pelote/shared';
import { useMemo, useState } from 'react';
import { FormProvider, useFieldArray, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type * as z from 'zod';
import { Alert } from '@/components/alert';
import { BarcodeField } from '@/components/barcode-field';
import { Button } from '@/components/button';
import { buttonStyles } from '@/components/button-styles';
import { FormTextareaField } from '@/components/form-textarea-field';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/status';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import { parsedBody } from '@/lib/form-body-schema';
import { useSchemaForm } from '@/lib/schema-form';
import { orderPath } from './purchase-order-columns';
import { OrderReceiptsSection } from './purchase-order-sections';
import { useOrder, useReceiveOrder } from './purchase-orders-api';
import { type ReceiptFormValues, ReceiptLineFields } from './purchase-receipt-rows';

export const RECEIPT_PAGE_TEXTS = {
  title: (numero: string) => `Réception ${numero}`,
  description: (supplier: string, shop: string) => `${supplier} → ${shop}`,
  loading: 'Chargement du bon de commande...',
  loadError: 'Erreur lors du chargement du bon de commande',
  intro: 'Scannez les articles ou saisissez ce qui est arrivé ; le reste reste attendu.',
  scanned: (name: string, n: number) => `${name} : ${n} reçu(s)`,
  notOnOrder: (name: string) => `${name} n’est pas sur ce bon de commande`,
  over: 'Plus que commandé : indiquez le motif.',
  reason: 'Motif',
  submit: 'Enregistrer la réception',
  pending: 'Enregistrement...',
  done: (units: number) => `Réception enregistrée : ${units} unité(s) entrée(s) en stock.`,
  received: 'Reçu à l’instant',
  another: 'Nouvelle réception',
  back: 'Retour au bon de commande',
  closedNow: 'Tout est arrivé : le bon de commande est soldé.',
  notReceivable: 'Ce bon de commande ne peut pas être réceptionné dans son état.',
  failed: 'Erreur lors de la réception : ',
} as const;

const T = RECEIPT_PAGE_TEXTS;
type ReceiptOutput = z.output<typeof purchaseReceiptSchema>;

const priceOf = (text: string) => (text.trim() === '' ? null : (parseMoney(text) ?? -1));

/** The body of POST /BonsDeCommande/{id}/receptions: the rows with something received. */
const receiptFormSchema = parsedBody(
  (values: ReceiptFormValues): PurchaseReceiptInput => ({
    lignes: values.lignes
      .filter((row) => row.quantite.trim() !== '' && Number(row.quantite) !== 0)
      .map((row) => ({
        ligne: row.ligne,
        quantite: Number(row.quantite),
        bain: row.bain,
        prix: priceOf(row.prix),
      })),
    motif: values.motif,
  }),
  purchaseReceiptSchema,
);

const initialRows = (order: PurchaseOrder) =>
  order.lignes.map((line) => ({ ligne: line.id, quantite: '', bain: '', prix: '' }));

/** The receipt form: the scanner's field, each line's rows, a reason when more than ordered came. */
type ReceiptFormProps = {
  order: PurchaseOrder;
  onDone: (receipt: PurchaseReceipt) => void;
  /** Whether a receipt is on its way: the page keeps the form while the order changes under it. */
  onBusy: (busy: boolean) => void;
};

function ReceiptForm({ order, onDone, onBusy }: ReceiptFormProps) {
  const form = useSchemaForm<ReceiptFormValues, ReceiptOutput>(receiptFormSchema, {
    lignes: initialRows(order),
    motif: '',
  });
  const { fields, append } = useFieldArray({ control: form.control, name: 'lignes' });
  const rows = useWatch({ control: form.control, name: 'lignes' });
  const receive = useReceiveOrder(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const over = order.lignes.some((line) => {
    const now = rows
      .filter((row) => row.ligne === line.id)
      .reduce((sum, row) => sum + (Number(row.quantite) || 0), 0);
    return line.quantite_recue + now > line.quantite;
  });
  const byLine = useMemo(
    () =>
      new Map(
        order.lignes.map((line) => [
          line.id,
          fields.flatMap((field, index) => (field.ligne === line.id ? [{ index, key: field.id }] : [])),
        ]),
      ),
    [order.lignes, fields],
  );

  /** A scan is one more unit on its line's last row. */
  function scanned(article: ScannedArticle) {
    const line = order.lignes.find((item) => item.article.id === article.id);
    if (!line) return T.notOnOrder(article.nom);
    const current = form.getValues('lignes');
    const index = current.findLastIndex((row) => row.ligne === line.id);
    const next = (Number(current[index]?.quantite) || 0) + 1;
    form.setValue(`lignes.${index}.quantite`, String(next));
    return T.scanned(article.nom, next);
  }

  // The receipt that closes the order makes it no longer receivable before its answer is handled
  // here: the page keeps this form while it is on its way (onBusy), then shows what was received.
  async function submit(body: ReceiptOutput) {
    setFailure(null);
    onBusy(true);
    try {
      const saved = await receive.mutateAsync(body);
      const last = saved.receptions.at(-1);
      if (last) onDone(last);
    } catch (error) {
      setFailure(`${T.failed}${(error as Error).message}`);
    } finally {
      onBusy(false);
    }
  }

  return (
    <FormProvider {...form}>
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <p className="text-sm text-stone-700">{T.intro}</p>
        <BarcodeField onArticle={scanned} magasin={order.magasin.id} />
        {order.lignes.map((line) => (
          <ReceiptLineFields
            key={line.id}
            line={line}
            rows={byLine.get(line.id) ?? []}
            onAnotherLot={() => append({ ligne: line.id, quantite: '', bain: '', prix: '' })}
          />
        ))}
        {over ? (
          <>
            <Alert tone="warning">{T.over}</Alert>
            <FormTextareaField<ReceiptFormValues> name="motif" label={T.reason} isRequired />
          </>
        ) : null}
        {form.formState.errors.lignes?.message ? (
          <Alert tone="error">{form.formState.errors.lignes.message}</Alert>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={orderPath(order.id)} className={buttonStyles({ variant: 'secondary' })}>
            {T.back}
          </Link>
          <Button type="submit" isPending={receive.isPending} pendingLabel={T.pending}>
            {T.submit}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * /bons-de-commande/{id}/reception: a delivery of the order received at the shop, made for a phone:
 * the scanner's field (a hand scanner types into it; 'Scanner' opens the camera), one block per
 * line, a lot per row for a wool. Once recorded, its stock entries and their labels show.
 */
export function PurchaseReceiptPage() {
  const id = Number(useParams().orderId);
  const query = useOrder(id);
  const [done, setDone] = useState<PurchaseReceipt | null>(null);
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);

  if (query.isPending) return <LoadingState label={T.loading} />;
  if (query.isError)
    return (
      <ErrorState title={T.loadError} error={query.error.message} onRetry={() => void query.refetch()} />
    );
  const order = query.data;
  const receivable = order.statut === 'envoye' || order.statut === 'partiellement_recu';
  const units = done?.entrees.reduce((sum, entry) => sum + entry.quantite, 0) ?? 0;

  return (
    <Page title={T.title(order.numero)} description={T.description(order.fournisseur.nom, order.magasin.nom)}>
      {done ? (
        <>
          <Alert tone="success">{T.done(units)}</Alert>
          {order.statut === 'solde' ? <Alert tone="info">{T.closedNow}</Alert> : null}
          <OrderReceiptsSection order={order} receipts={[done]} title={T.received} />
          <div className="flex flex-col gap-2 sm:flex-row">
            {receivable ? (
              <Button
                onPress={() => {
                  setDone(null);
                  setRound((n) => n + 1);
                }}
              >
                {T.another}
              </Button>
            ) : null}
            <Link to={orderPath(order.id)} className={buttonStyles({ variant: 'secondary' })}>
              {T.back}
            </Link>
          </div>
        </>
      ) : receivable || busy ? (
        <ReceiptForm key={round} order={order} onDone={setDone} onBusy={setBusy} />
      ) : (
        <Alert tone="info">{T.notReceivable}</Alert>
      )}
    </Page>
  );
}

import {
  ARTICLE_TYPE_LABELS,
  BAIN_MESSAGES,
  formatMoney,
  lotName,
  lotsInDrawOrder,
  SALE_MESSAGES,
  type SaleDetail,
  type StoreProduct,
} from '@pelote/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { ShopRequiredPrompt } from '@/components/shop-required-prompt';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { productName, shopName } from '@/lib/sale-display';
import type { SelectableShop } from '@/lib/selected-shop';
import { useClientCredit, useClientDebtRoom } from './returns-api';
import { FREE_SALE, SaleClientPicker } from './sale-client-picker';
import {
  availableFor,
  type ClientChoice,
  checkSale,
  defaultLot,
  lineTotal,
  mixedLots,
  picksLot,
  type SaleFormErrors,
  type SaleLineDraft,
  saleTotal,
} from './sale-form-rules';
import { RemainingToPay, SalePaymentBlock } from './sale-payment-block';
import { cashPayment, checkPayments, type PaymentDraft, type PaymentErrors } from './sale-payment-rules';
import { useCreateSale, useStoreProducts } from './sales-api';

export const SALE_FORM_TEXTS = {
  title: 'Nouvelle vente',
  client: 'Client',
  shop: 'Magasin',
  articles: 'Articles',
  product: 'Produit',
  quantity: 'Quantité',
  available: (n: number) => `Stock disponible : ${n}`,
  availableInLot: (n: number, bain: string) => `Stock disponible (bain ${lotName(bain)}) : ${n}`,
  lot: BAIN_MESSAGES.label,
  lotOption: (bain: string, n: number) => `${lotName(bain)} — ${n} en stock`,
  mixedLots: BAIN_MESSAGES.mixed,
  mixedLotsOf: (nom: string, bains: string[]) => `${nom} : ${bains.map(lotName).join(', ')}`,
  lineTotal: 'Total de la ligne',
  addLine: 'Ajouter un article',
  removeLine: (n: number) => `Retirer l'article ${n}`,
  loadingProducts: 'Chargement des produits...',
  noProducts: 'Aucun produit en stock dans ce magasin.',
  productsError: 'Erreur lors du chargement des produits',
  total: 'Total',
  cancel: 'Annuler',
  submit: 'Enregistrer la vente',
  pending: 'Enregistrement...',
} as const;

const T = SALE_FORM_TEXTS;
/** Stock at or below this is shown in red. */
const LOW_STOCK = 5;

/**
 * 'Erreur lors de la création de la vente: {erreur du serveur}', or the bare prefix when the
 * failure carries no message.
 */
export function saleFailureText(error: unknown): string {
  const detail = error instanceof Error ? error.message : '';
  return detail ? `${SALE_MESSAGES.createFailedPrefix}: ${detail}` : SALE_MESSAGES.createFailedPrefix;
}

type SaleFormDialogProps = {
  /** The shop selected in the top bar, where the sale is made; null shows the shop prompt. */
  shop: SelectableShop | null;
  onClose: () => void;
  onCreated: (sale: SaleDetail) => void;
};

const productLabel = (product: StoreProduct) =>
  `${productName(product.nom)} — ${ARTICLE_TYPE_LABELS[product.type]} — ${formatMoney(product.prix)}`;

/**
 * 'Nouvelle vente': an explicit client choice ('Vente
 * libre' or a registered client), article lines from the shop's products in stock, live totals.
 * A wool line is sold from one lot ('Bain'), the one with most stock unless another is picked; a
 * sale taking one wool from several lots says 'Bains différents : vérifiez avec le client', and
 * still sells.
 * One Idempotency-Key per opening: a submit retried after a lost answer never records the sale
 * twice, and the button is disabled while one is on its way.
 */
export function SaleFormDialog({ shop, onClose, onCreated }: SaleFormDialogProps) {
  const products = useStoreProducts(shop?.id ?? null);
  const create = useCreateSale();
  const [key] = useState(newIdempotencyKey);
  const [client, setClient] = useState<{ value: string; label: string }>({ value: '', label: '' });
  // A registered client's credit balance, which may pay part or all of the sale ('Avoir client').
  const credit = useClientCredit(/^\d+$/.test(client.value) ? Number(client.value) : null);
  // What the client may still buy on credit ('À crédit'); null without a limit.
  const debtRoom = useClientDebtRoom(/^\d+$/.test(client.value) ? Number(client.value) : null);
  const [lines, setLines] = useState<SaleLineDraft[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [errors, setErrors] = useState<SaleFormErrors>({ lines: {} });
  const [failure, setFailure] = useState<string | null>(null);
  // Paid in cash for its total until told otherwise.
  const [payments, setPayments] = useState<PaymentDraft[]>(() => [cashPayment(0)]);
  const [paymentErrors, setPaymentErrors] = useState<{ rows: Record<number, PaymentErrors>; sum?: string }>({
    rows: {},
  });
  const available = products.data ?? [];

  const close = () => {
    if (!create.isPending) onClose();
  };

  if (!shop) {
    return (
      <Modal
        isOpen
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        title={T.title}
        role="alertdialog"
      >
        <ModalBody>
          <ShopRequiredPrompt onCancel={close} onSelect={close} />
        </ModalBody>
      </Modal>
    );
  }

  const choice: ClientChoice =
    client.value === ''
      ? { kind: 'none' }
      : client.value === FREE_SALE
        ? { kind: 'libre' }
        : { kind: 'client', id: Number(client.value) };
  const total = saleTotal(lines, available);
  const mixed = mixedLots(lines, available);

  function addLine() {
    const first = available[0];
    if (!first) return;
    setLines((current) => [
      ...current,
      { key: nextKey, article: String(first.id), quantite: '1', bain: defaultLot(first) },
    ]);
    setNextKey((n) => n + 1);
    setErrors((current) => ({ ...current, articles: undefined }));
  }

  function updateLine(lineKey: number, change: Partial<SaleLineDraft>) {
    setLines((current) => current.map((line) => (line.key === lineKey ? { ...line, ...change } : line)));
    setErrors((current) => {
      const { [lineKey]: _, ...others } = current.lines;
      return { ...current, lines: others };
    });
  }

  function updatePayment(paymentKey: number, change: Partial<PaymentDraft>) {
    setPayments((current) =>
      current.map((payment) => (payment.key === paymentKey ? { ...payment, ...change } : payment)),
    );
    setPaymentErrors((current) => {
      const { [paymentKey]: _, ...others } = current.rows;
      return { rows: others };
    });
  }

  function addPayment() {
    setPayments((current) => [...current, { ...cashPayment(nextKey), auto: false }]);
    setNextKey((n) => n + 1);
    setPaymentErrors((current) => ({ ...current, sum: undefined }));
  }

  function removePayment(paymentKey: number) {
    setPayments((current) => {
      const left = current.filter((payment) => payment.key !== paymentKey);
      // The one left pays the whole total again.
      return left.length === 1 ? left.map((payment) => ({ ...payment, auto: true })) : left;
    });
    setPaymentErrors({ rows: {} });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending || !shop) return;
    setFailure(null);
    const checked = checkSale({ client: choice, shopId: shop.id, lines, products: available });
    setErrors(checked.errors);
    // A sale of nothing yet has nothing to pay: its lines' errors say what is missing.
    const creditAvailable = choice.kind === 'client' ? (credit.data ?? 0) : null;
    const paid =
      total > 0
        ? checkPayments(
            payments,
            total,
            creditAvailable,
            choice.kind === 'client' ? (debtRoom.data ?? null) : null,
          )
        : { errors: {}, sum: undefined, payload: [] };
    setPaymentErrors({ rows: paid.errors, sum: paid.sum });
    if (!checked.payload || !paid.payload) return;
    const payload =
      paid.payload.length > 0 ? { ...checked.payload, paiements: paid.payload } : checked.payload;
    try {
      onCreated(await create.mutateAsync({ payload, key }));
    } catch (error) {
      setFailure(saleFailureText(error));
      // The stock may have moved since the form opened.
      void products.refetch();
    }
  }

  const addDisabled = products.isPending || products.isFetching || available.length === 0;
  return (
    <Modal isOpen onOpenChange={(isOpen) => (isOpen ? undefined : close())} title={T.title} size="lg">
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
          {failure ? <Alert>{failure}</Alert> : null}
          <SaleClientPicker
            label={T.client}
            value={client.value}
            valueLabel={client.label}
            onChange={(value, label) => {
              setClient({ value, label });
              setErrors((current) => ({ ...current, client: undefined }));
            }}
            allowFreeSale
            isRequired
            error={errors.client}
          />
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-stone-800">{T.shop}</span>
            <output
              aria-label={T.shop}
              className="flex min-h-11 items-center rounded-lg border border-stone-200 bg-stone-50 px-3 text-sm text-stone-800"
            >
              {shopName(shop.nom)}
            </output>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-stone-800">{T.articles}</legend>
            {products.isError ? <Alert>{T.productsError}</Alert> : null}
            {products.isPending ? <p className="text-sm text-stone-600">{T.loadingProducts}</p> : null}
            {products.isSuccess && available.length === 0 ? (
              <p className="text-sm text-stone-600">{T.noProducts}</p>
            ) : null}
            {lines.map((line, index) => (
              <SaleLineRow
                key={line.key}
                index={index + 1}
                line={line}
                products={available}
                errors={errors.lines[line.key]}
                onChange={(change) => updateLine(line.key, change)}
                onRemove={() => setLines((current) => current.filter((item) => item.key !== line.key))}
              />
            ))}
            {errors.articles ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.articles}
              </p>
            ) : null}
            {mixed.length > 0 ? (
              <Alert tone="warning" title={T.mixedLots}>
                <ul>
                  {mixed.map((wool) => (
                    <li key={wool.nom}>{T.mixedLotsOf(productName(wool.nom), wool.bains)}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            <div>
              <Button
                variant="secondary"
                icon={<Plus aria-hidden="true" className="size-4" />}
                onPress={addLine}
                isDisabled={addDisabled}
              >
                {T.addLine}
              </Button>
            </div>
          </fieldset>
          <p className="flex items-baseline justify-between border-t border-stone-200 pt-3 text-base">
            <span className="font-medium text-stone-800">{T.total}</span>
            <output aria-label={T.total} className="font-semibold text-stone-900">
              {formatMoney(total)}
            </output>
          </p>
          <SalePaymentBlock
            drafts={payments}
            total={total}
            errors={paymentErrors.rows}
            sumError={paymentErrors.sum}
            onChange={updatePayment}
            onAdd={addPayment}
            onRemove={removePayment}
            credit={choice.kind === 'client' ? (credit.data ?? 0) : null}
            debtRoom={choice.kind === 'client' ? (debtRoom.data ?? null) : null}
          />
          <RemainingToPay drafts={payments} total={total} />
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" onPress={close} isDisabled={create.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" isPending={create.isPending}>
            {create.isPending ? T.pending : T.submit}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

type SaleLineRowProps = {
  index: number;
  line: SaleLineDraft;
  products: readonly StoreProduct[];
  errors: { article?: string; quantite?: string } | undefined;
  onChange: (change: Partial<SaleLineDraft>) => void;
  onRemove: () => void;
};

/** The select's key of a lot ('' cannot be one: the select reads '' as no choice). */
const NO_LOT = '\u0000';
const lotKey = (bain: string) => (bain === '' ? NO_LOT : bain);

function SaleLineRow({ index, line, products, errors, onChange, onRemove }: SaleLineRowProps) {
  const product = products.find((item) => String(item.id) === line.article);
  const total = lineTotal(line, products);
  const available = availableFor(line, product);
  const withLot = picksLot(product);
  return (
    <div className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start">
      <SelectField
        label={`${T.product} ${index}`}
        options={products.map((item) => ({ id: String(item.id), label: productLabel(item) }))}
        value={line.article}
        onChange={(article) =>
          // Another product starts from its own lot with most stock.
          onChange({ article, bain: defaultLot(products.find((item) => String(item.id) === article)) })
        }
        error={errors?.article}
        isRequired
      />
      <InputField
        label={`${T.quantity} ${index}`}
        type="number"
        inputMode="numeric"
        min={1}
        max={product ? available : undefined}
        step={1}
        value={line.quantite}
        onChange={(event) => onChange({ quantite: event.target.value })}
        error={errors?.quantite}
        required
      />
      <div className="flex items-end justify-between gap-2 sm:h-full sm:flex-col sm:items-end">
        <Button variant="ghost" size="icon" aria-label={T.removeLine(index)} onPress={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {product && withLot ? (
        <SelectField
          label={`${T.lot} ${index}`}
          options={lotsInDrawOrder(product.bains).map((lot) => ({
            id: lotKey(lot.bain),
            label: T.lotOption(lot.bain, lot.quantite),
          }))}
          value={lotKey(line.bain)}
          onChange={(key) => onChange({ bain: key === NO_LOT ? '' : key })}
          isRequired
          className="sm:col-span-3"
        />
      ) : null}
      <div className="flex flex-wrap justify-between gap-2 text-sm sm:col-span-3">
        {product ? (
          <span className={available <= LOW_STOCK ? 'font-medium text-red-700' : 'text-stone-600'}>
            {withLot ? T.availableInLot(available, line.bain) : T.available(available)}
          </span>
        ) : (
          <span />
        )}
        <span className="text-stone-800">
          {T.lineTotal} : {total === null ? '—' : formatMoney(total)}
        </span>
      </div>
    </div>
  );
}

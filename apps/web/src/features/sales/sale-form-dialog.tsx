import { type Layaway, SALE_MESSAGES, type SaleCreateInput, type SaleDetail, shopName } from '@pelote/shared';
import { type FormEvent, useState } from 'react';
import { FormProvider, useFormState, useWatch } from 'react-hook-form';
import { Modal, ModalBody } from '@/components/modal';
import { useMyDiscountCap } from '@/lib/discount-cap';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { type DeviceSale, type OfflineSale, useOfflineSaleSlots } from '@/lib/offline-sale-slots';
import type { SelectableShop } from '@/lib/selected-shop';
import { leftAfter } from './layaway-deposit-rules';
import { useSetAside } from './layaway-set-aside';
import { SaleClientChoice } from './sale-client-choice';
import { FREE_SALE } from './sale-client-picker';
import { isDiscountRefusal, useDiscountApproval } from './sale-discount-approval';
import { saleFigures } from './sale-discount-rules';
import { useSaleDraftForm } from './sale-draft-form';
import { SALE_FORM_FOOTER_TEXTS, SaleFormFooter } from './sale-form-footer';
import { SaleFormMiddle, SaleFormNotices, SaleShopPrompt, saleFormTitle } from './sale-form-parts';
import { salePrices } from './sale-form-rules';
import { clientChoice } from './sale-form-schema';
import { useSaleSources } from './sale-form-sources';
import { SaleLinesFields } from './sale-lines-fields';
import { SalePaymentFields } from './sale-payment-fields';
import { SaleShopField } from './sale-shop-field';
import { useSubmitSale } from './sale-submit';

export const SALE_FORM_TEXTS = { title: 'Nouvelle vente', ...SALE_FORM_FOOTER_TEXTS } as const;

const T = SALE_FORM_TEXTS;

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
  /** The sale went to the device's outbox (no network): its provisional ticket. */
  onQueued: (entry: DeviceSale) => void;
  /** 'Corriger': the refused offline sale the form opens on, sent again with a new key. */
  correcting?: DeviceSale;
  /** 'Mettre de côté' recorded a layaway instead of a sale. */
  onSetAside?: (layaway: Layaway) => void;
};

/**
 * 'Nouvelle vente': an explicit client choice ('Vente libre' or a registered client), article
 * lines from the shop's products in stock (sale-lines-fields.tsx), live totals, the payments
 * (sale-payment-fields.tsx). A react-hook-form form on the drafts, checked on submit by
 * `saleFormSchema` (the sale's rules, then the shared `saleCreateSchema`), its body sent by
 * `useSubmitSale`. One Idempotency-Key per opening: a submit retried after a lost answer never
 * records the sale twice, and the button is disabled while one is on its way. At its top, the
 * offline feature's warning when the device's data may be wiped (where the sales kept offline go).
 */
export function SaleFormDialog(props: SaleFormDialogProps) {
  const { OfflineSaleScope } = useOfflineSaleSlots();
  if (!OfflineSaleScope) return <SaleForm {...props} offline={null} />;
  return (
    <OfflineSaleScope shopId={props.shop?.id ?? null} correcting={props.correcting}>
      {(offline) => <SaleForm {...props} offline={offline} />}
    </OfflineSaleScope>
  );
}

/** The form itself, with its offline side (null when the app gives none: it then sells online only). */
function SaleForm({
  shop,
  onClose,
  onCreated,
  onQueued,
  correcting,
  offline,
  onSetAside,
}: SaleFormDialogProps & { offline: OfflineSale | null }) {
  const sale = useSubmitSale(offline, correcting);
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, rules, nextKey } = useSaleDraftForm(correcting);
  const [client, clientLabel, lines, ticket, payments] = useWatch({
    control: form.control,
    name: ['client', 'clientLabel', 'lines', 'ticket', 'payments'],
  });
  const setAside = useSetAside(form, nextKey);
  const { errors } = useFormState({ control: form.control, name: 'client' });
  const sources = useSaleSources(shop?.id ?? null, client, offline, correcting !== undefined);
  const { products, copy, fromCopy, available, productsStatus, priceOf, clientCredit, clientDebtRoom } =
    sources;
  rules.current = {
    ...sources.rules,
    ...(setAside.isOn ? { layaway: { today: setAside.today } } : {}),
  };
  // The seller's cap: the form warns, the server decides.
  const capPercent = useMyDiscountCap().data ?? null;
  const approval = useDiscountApproval({
    initialCode: correcting?.body.code_remise ?? null,
    // Direction accepted: the sale goes at once, with the approval.
    onAccepted: () => void form.handleSubmit(send)(),
  });

  const close = () => {
    if (!sale.isPending && !setAside.isPending) onClose();
  };

  if (!shop) return <SaleShopPrompt title={T.title} onClose={close} />;

  const isClient = clientChoice(client).kind === 'client';
  const prices = salePrices(lines, available, priceOf);
  const figures = saleFigures(lines, available, ticket, prices);

  async function send(checked: SaleCreateInput) {
    const body = { ...checked, ...approval.fields() };
    try {
      const outcome = await sale.submit(
        body,
        key,
        client === FREE_SALE ? SALE_MESSAGES.freeSale : clientLabel,
      );
      if (outcome.kind === 'sent') onCreated(outcome.sale);
      else onQueued(outcome.entry);
    } catch (error) {
      // A discount direction must approve: the server's words, and the ways to get the approval.
      if (isDiscountRefusal(error, body)) return approval.refuse(error.message);
      setFailure(saleFailureText(error));
      // The stock may have moved since the form opened.
      void products.refetch();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sale.isPending || setAside.isPending) return;
    setFailure(null);
    approval.clearRefusal();
    void form.handleSubmit(setAside.isOn ? (body) => setAside.send(body, onSetAside, setFailure) : send)(
      event,
    );
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : close())}
      title={saleFormTitle(T.title, correcting, setAside.isOn)}
      size="lg"
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <ModalBody>
            <SaleFormNotices
              failure={failure}
              correcting={correcting}
              noSnapshot={(offline?.isOffline ?? false) && !fromCopy}
            />
            <SaleClientChoice
              value={client}
              valueLabel={clientLabel}
              onChange={(value, label) => {
                form.setValue('client', value);
                form.setValue('clientLabel', label);
                form.clearErrors('client');
              }}
              error={errors.client?.message}
              offlineClients={fromCopy ? copy?.clients : undefined}
            />
            <SaleShopField name={shopName(shop.nom)} stockAt={fromCopy ? copy?.stockAt : undefined} />
            <SaleLinesFields
              products={available}
              prices={prices}
              status={productsStatus}
              nextKey={nextKey}
              figures={figures}
            />
            <SaleFormMiddle
              layawayToday={setAside.isOn ? setAside.today : null}
              figures={figures}
              approval={{ state: approval, capPercent, isOffline: offline?.isOffline ?? false }}
              onAsk={() => void form.handleSubmit((body) => approval.askFor(body))()}
            />
            <SalePaymentFields
              total={figures.total}
              credit={isClient ? clientCredit : null}
              debtRoom={isClient ? clientDebtRoom : null}
              nextKey={nextKey}
              deposit={setAside.isOn ? leftAfter(payments, figures.total) : undefined}
            />
          </ModalBody>
          <SaleFormFooter
            setAside={setAside}
            canSetAside={onSetAside !== undefined && !correcting}
            isOffline={offline?.isOffline ?? false}
            isSaving={sale.isPending}
            onCancel={close}
          />
        </form>
      </FormProvider>
    </Modal>
  );
}

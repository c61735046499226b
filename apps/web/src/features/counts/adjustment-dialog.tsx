import {
  BAIN_MESSAGES,
  type CatalogueSearchItem,
  GAIN_REASONS,
  hasLots,
  LOSS_REASONS,
  STOCK_REASON_LABELS,
  type StockAdjustmentInput,
  stockAdjustmentSchema,
} from '@pelote/shared';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormArticlePicker } from '@/components/form-article-picker';
import { FormDialog } from '@/components/form-dialog';
import { FormInputField } from '@/components/form-input-field';
import { FormSelectField } from '@/components/form-select-field';
import { SelectField } from '@/components/select-field';
import { checkedBody } from '@/lib/form-body-schema';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';
import { useSchemaForm } from '@/lib/schema-form';
import { useAdjustStock } from './counts-api';

export const ADJUSTMENT_TEXTS = {
  title: 'Ajuster le stock',
  description: (shop: string) => `${shop} : une correction ponctuelle, toujours avec son motif.`,
  article: 'Article',
  direction: 'Sens',
  less: 'Retirer du stock',
  more: 'Ajouter au stock',
  quantity: 'Quantité',
  bain: 'Bain',
  reason: 'Motif',
  comment: 'Commentaire (facultatif)',
  submit: 'Enregistrer l’ajustement',
  pending: 'Enregistrement...',
  cancel: 'Annuler',
  failed: 'Erreur lors de l’ajustement : ',
} as const;

const T = ADJUSTMENT_TEXTS;
const DIRECTION_OPTIONS = [
  { id: 'moins', label: T.less },
  { id: 'plus', label: T.more },
];

/** The adjustment as typed: the quantity is text, its sign a separate choice. */
type AdjustmentFormValues = {
  article: CatalogueSearchItem | null;
  sens: 'moins' | 'plus';
  quantite: string;
  bain: string;
  motif: string;
  commentaire: string;
};

const DEFAULTS: AdjustmentFormValues = {
  article: null,
  sens: 'moins',
  quantite: '1',
  bain: '',
  motif: '',
  commentaire: '',
};

/** The body of POST /Stocks/ajustements, checked by its own schema. */
const adjustmentFormSchema = (magasin: number) =>
  checkedBody(
    (values: AdjustmentFormValues): StockAdjustmentInput => ({
      magasin,
      article: values.article?.id ?? 0,
      quantite: (values.sens === 'moins' ? -1 : 1) * Number(values.quantite),
      bain: values.bain,
      motif: values.motif,
      commentaire: values.commentaire,
    }),
    stockAdjustmentSchema,
  );

/** A one-off correction of a shop's stock (direction): article, lot for a wool, signed quantity, reason. */
export function AdjustmentDialog({
  shop,
  onClose,
  onDone,
}: {
  shop: { id: number; nom: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => adjustmentFormSchema(shop.id), [shop.id]);
  const form = useSchemaForm<AdjustmentFormValues, StockAdjustmentInput>(schema, DEFAULTS);
  const [article, sens] = useWatch({ control: form.control, name: ['article', 'sens'] });
  const adjust = useAdjustStock();
  const reasons = sens === 'moins' ? LOSS_REASONS : GAIN_REASONS;

  function submit(body: StockAdjustmentInput) {
    setFailure(null);
    adjust.mutate(
      { key, ...body },
      { onSuccess: onDone, onError: (error) => setFailure(`${T.failed}${error.message}`) },
    );
  }

  return (
    <FormDialog
      onClose={onClose}
      title={T.title}
      description={T.description(shop.nom)}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      cancelLabel={T.cancel}
      isPending={adjust.isPending}
      error={failure}
    >
      <FormArticlePicker<AdjustmentFormValues>
        name="article"
        label={T.article}
        queryKey={(q) => queryKeys.counts.articleSearch(q)}
        shopId={shop.id}
        onPicked={() => form.setValue('bain', '')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={T.direction}
          options={DIRECTION_OPTIONS}
          value={sens}
          onChange={(value) => {
            form.setValue('sens', value === 'plus' ? 'plus' : 'moins');
            form.setValue('motif', '');
          }}
        />
        <FormInputField<AdjustmentFormValues>
          name="quantite"
          label={T.quantity}
          type="number"
          inputMode="numeric"
          min={1}
        />
      </div>
      {article && hasLots(article.type) ? (
        <FormInputField<AdjustmentFormValues>
          name="bain"
          label={T.bain}
          placeholder={BAIN_MESSAGES.placeholder}
        />
      ) : null}
      <FormSelectField<AdjustmentFormValues>
        name="motif"
        label={T.reason}
        options={reasons.map((reason) => ({ id: reason, label: STOCK_REASON_LABELS[reason] }))}
        isRequired
      />
      <FormInputField<AdjustmentFormValues> name="commentaire" label={T.comment} />
    </FormDialog>
  );
}

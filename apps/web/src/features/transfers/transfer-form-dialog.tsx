import { zodResolver } from '@hookform/resolvers/zod';
import {
  BAIN_MESSAGES,
  type CatalogueSearchItem,
  hasLots,
  type Transfer,
  type TransferCreateInput,
  transferCreateSchema,
} from '@pelote/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { BarcodeField } from '@/components/barcode-field';
import { Button } from '@/components/button';
import { FormArticlePicker } from '@/components/form-article-picker';
import { FormDialog } from '@/components/form-dialog';
import { FormInputField } from '@/components/form-input-field';
import { FormSelectField } from '@/components/form-select-field';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import { parsedBody } from '@/lib/form-body-schema';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { SelectableShop } from '@/lib/selected-shop';
import { transferKeys, useCreateTransfer, useTransferShops } from './transfers-api';

export const TRANSFER_FORM_TEXTS = {
  title: 'Nouveau transfert',
  description: "Le stock quittera le magasin de départ à l'expédition.",
  source: 'Magasin de départ',
  destination: "Magasin d'arrivée",
  article: (n: number) => `Article ${n}`,
  quantity: 'Quantité',
  bain: 'Bain',
  bainHelp: 'Vide : le bain le plus fourni, comme à la vente',
  addLine: 'Ajouter un article',
  removeLine: (n: number) => `Retirer l'article ${n}`,
  note: 'Note (facultative)',
  submit: 'Créer le brouillon',
  pending: 'Création...',
  cancel: 'Annuler',
  failed: 'Erreur lors de la création du transfert : ',
  articlePlaceholder: 'Rechercher un article...',
} as const;

const T = TRANSFER_FORM_TEXTS;

/** The draft as typed: shops' ids and quantities are text, an article is the one picked. */
type TransferLineValues = { article: CatalogueSearchItem | null; quantite: string; bain: string };
type TransferFormValues = { source: string; destination: string; lignes: TransferLineValues[]; note: string };
type TransferFormOutput = z.output<typeof transferCreateSchema>;

const emptyLine = (): TransferLineValues => ({ article: null, quantite: '1', bain: '' });

/** The body of POST /Transferts/, checked by its own schema. */
const transferFormSchema = parsedBody(
  (values: TransferFormValues): TransferCreateInput => ({
    source: Number(values.source) || 0,
    destination: Number(values.destination) || 0,
    lignes: values.lignes.map((line) => ({
      article: line.article?.id ?? 0,
      quantite: Number(line.quantite),
      bain: line.bain,
    })),
    note: values.note,
  }),
  transferCreateSchema,
);

type Props = {
  /** The shops the user may send from (a gerant: their own). */
  shops: SelectableShop[];
  initialSource: number | null;
  onClose: () => void;
  onCreated: (transfer: Transfer) => void;
};

/** A draft transfer: from a shop, to another, its articles (a wool's lot optional). */
export function TransferFormDialog({ shops, initialSource, onClose, onCreated }: Props) {
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TransferFormValues, unknown, TransferFormOutput>({
    resolver: zodResolver(transferFormSchema),
    defaultValues: {
      source: initialSource === null ? '' : String(initialSource),
      destination: '',
      lignes: [emptyLine()],
      note: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { fields, append, remove, update } = useFieldArray({ control: form.control, name: 'lignes' });
  const [source, lines] = useWatch({ control: form.control, name: ['source', 'lignes'] });
  const destinations = useTransferShops();
  const create = useCreateTransfer();

  const destinationOptions = useMemo(
    () =>
      (destinations.data ?? [])
        .filter((shop) => String(shop.id) !== source)
        .map((shop) => ({ id: String(shop.id), label: shop.nom })),
    [destinations.data, source],
  );

  /** A scan adds its article: one more on its line (without a lot), else the first empty line, else a new one. */
  function scanned({ id, nom, type, prix_unitaire }: ScannedArticle) {
    const article: CatalogueSearchItem = { id, nom, type, prix_unitaire, description: '' };
    const current = form.getValues('lignes');
    const same = current.findIndex((line) => line.article?.id === id && line.bain === '');
    const line = current[same];
    if (line) {
      form.setValue(`lignes.${same}.quantite`, String((Number(line.quantite) || 0) + 1));
      return undefined;
    }
    // update() gives the line a new key: its picker shows the scanned name.
    const empty = current.findIndex((item) => item.article === null);
    const filled = { ...emptyLine(), article };
    if (empty === -1) append(filled);
    else update(empty, filled);
    return undefined;
  }

  function submit(body: TransferFormOutput) {
    setFailure(null);
    create.mutate(
      { key, ...body },
      { onSuccess: onCreated, onError: (error) => setFailure(`${T.failed}${error.message}`) },
    );
  }

  const linesError = form.formState.errors.lignes?.message;
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={T.title}
      description={T.description}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      cancelLabel={T.cancel}
      isPending={create.isPending}
      error={failure}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField<TransferFormValues>
          name="source"
          label={T.source}
          options={shops.map((shop) => ({ id: String(shop.id), label: shop.nom }))}
          isRequired
          isDisabled={shops.length <= 1 && source !== ''}
        />
        <FormSelectField<TransferFormValues>
          name="destination"
          label={T.destination}
          options={destinationOptions}
          isRequired
        />
      </div>
      <BarcodeField onArticle={scanned} magasin={Number(source) || null} />
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const article = lines[index]?.article;
          const withLot = Boolean(article && hasLots(article.type));
          return (
            <li key={field.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
              <FormArticlePicker<TransferFormValues>
                name={`lignes.${index}.article`}
                label={T.article(index + 1)}
                placeholder={T.articlePlaceholder}
                queryKey={transferKeys.articles}
                onPicked={() => form.setValue(`lignes.${index}.bain`, '')}
              />
              <div className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[8rem_1fr_auto]">
                <FormInputField<TransferFormValues>
                  name={`lignes.${index}.quantite`}
                  label={T.quantity}
                  type="number"
                  inputMode="numeric"
                  min={1}
                />
                {withLot ? (
                  <FormInputField<TransferFormValues>
                    name={`lignes.${index}.bain`}
                    label={T.bain}
                    placeholder={BAIN_MESSAGES.placeholder}
                    title={T.bainHelp}
                    className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-1 sm:col-start-2"
                  />
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={T.removeLine(index + 1)}
                  isDisabled={fields.length === 1}
                  onPress={() => remove(index)}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                />
              </div>
              {withLot ? <p className="text-xs text-stone-500">{T.bainHelp}</p> : null}
            </li>
          );
        })}
      </ol>
      {linesError ? (
        <p role="alert" className="text-sm text-red-700">
          {linesError}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onPress={() => append(emptyLine())}
        >
          {T.addLine}
        </Button>
      </div>
      <FormInputField<TransferFormValues> name="note" label={T.note} />
    </FormDialog>
  );
}

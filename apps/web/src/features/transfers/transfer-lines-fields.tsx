import { BAIN_MESSAGES, type CatalogueSearchItem, hasLots } from '@pelote/shared';
import { type FieldArrayWithId, useFormContext, useWatch } from 'react-hook-form';
import { FormArticlePicker } from '@/components/form-article-picker';
import { FormInputField } from '@/components/form-input-field';
import { LineItems, RemoveLineButton } from '@/components/line-items';
import { TRANSFER_FORM_TEXTS as T } from './transfer-form-texts';
import { transferKeys } from './transfers-api';

/** The draft as typed: shops' ids and quantities are text, an article is the one picked. */
export type TransferLineValues = { article: CatalogueSearchItem | null; quantite: string; bain: string };
export type TransferFormValues = {
  source: string;
  destination: string;
  lignes: TransferLineValues[];
  note: string;
};

export const emptyLine = (): TransferLineValues => ({ article: null, quantite: '1', bain: '' });

type TransferLinesFieldsProps = {
  /** The form's `lignes` field array (kept by the dialog, which a scan fills too). */
  fields: FieldArrayWithId<TransferFormValues, 'lignes'>[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The lines' own error (e.g. none at all). */
  error?: string;
};

/** The transfer's articles: each one picked, its quantity, a wool's lot; one more, one less. */
export function TransferLinesFields({ fields, onAdd, onRemove, error }: TransferLinesFieldsProps) {
  const { control, setValue } = useFormContext<TransferFormValues>();
  const lines = useWatch({ control, name: 'lignes' });
  const source = Number(useWatch({ control, name: 'source' })) || null;
  return (
    <LineItems fields={fields} error={error} addLabel={T.addLine} onAdd={onAdd}>
      {(index) => {
        const article = lines[index]?.article;
        const withLot = Boolean(article && hasLots(article.type));
        return (
          <>
            <FormArticlePicker<TransferFormValues>
              name={`lignes.${index}.article`}
              label={T.article(index + 1)}
              placeholder={T.articlePlaceholder}
              queryKey={transferKeys.articles}
              shopId={source}
              onPicked={() => setValue(`lignes.${index}.bain`, '')}
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
              <RemoveLineButton
                label={T.removeLine(index + 1)}
                isLast={fields.length === 1}
                onRemove={() => onRemove(index)}
              />
            </div>
            {withLot ? <p className="text-xs text-stone-500">{T.bainHelp}</p> : null}
          </>
        );
      }}
    </LineItems>
  );
}

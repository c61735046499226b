import {
  ARTICLE_TYPE_LABELS,
  type CountArticle,
  type CountLinesInput,
  countLinesInputSchema,
  lotName,
} from '@pelote/shared';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '@/components/button';
import { InputError } from '@/components/input-field';
import { checkedBody } from '@/lib/form-body-schema';
import { useSchemaForm } from '@/lib/schema-form';
import { COUNT_PAGE_TEXTS as T } from './count-page-texts';

/** A lot's count as typed (digits only; '' before it is counted). */
type CountRowValues = { quantite_comptee: string };

const typed = (quantite: number | null): CountRowValues => ({
  quantite_comptee: quantite === null ? '' : String(quantite),
});

/** The body of PUT /Inventaires/{id}/lignes for this one lot, checked by the route's schema. */
const countRowSchema = (item: CountArticle) =>
  checkedBody(
    (values: CountRowValues): CountLinesInput => [
      {
        article: item.article.id,
        bain: item.bain,
        quantite_comptee: values.quantite_comptee === '' ? Number.NaN : Number(values.quantite_comptee),
      },
    ],
    countLinesInputSchema,
    // The body's only line is this row: its issues show under the row's quantity.
    ([, ...path]) => path,
  );

/** The row's own form: what is typed, checked before it is sent, reset when the count moves. */
function useCountRowForm(item: CountArticle, onCount: (quantite: number) => void) {
  const schema = useMemo(() => countRowSchema(item), [item]);
  const form = useSchemaForm<CountRowValues, CountLinesInput>(schema, typed(item.quantite_comptee));
  useEffect(() => form.reset(typed(item.quantite_comptee)), [form, item.quantite_comptee]);
  const { field, fieldState } = useController({ control: form.control, name: 'quantite_comptee' });
  const send = form.handleSubmit(([line]) => {
    if (line) onCount(line.quantite_comptee);
  });
  return {
    field,
    error: fieldState.error?.message,
    type(text: string) {
      field.onChange(text.replace(/[^0-9]/g, ''));
      if (fieldState.error) form.clearErrors('quantite_comptee');
    },
    send: () => void send(),
    count(quantite: number) {
      form.setValue('quantite_comptee', String(quantite));
      void send();
    },
  };
}

/** One lot to count: its name, what is counted, and big − / + buttons (a typed number works too). */
export function CountRow({
  item,
  onCount,
  isDisabled,
}: {
  item: CountArticle;
  onCount: (quantite: number) => void;
  isDisabled: boolean;
}) {
  const name = `${item.article.nom}${item.bain ? ` · ${lotName(item.bain)}` : ''}`;
  const { field, error, type, send, count } = useCountRowForm(item, onCount);
  const errorId = useId();
  const current = item.quantite_comptee ?? 0;
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-stone-900">{name}</p>
        <p className="text-xs text-stone-500">
          {ARTICLE_TYPE_LABELS[item.article.type]} ·{' '}
          {item.quantite_comptee === null ? T.notCounted : T.counted(item.quantite_comptee)}
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:items-end">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            aria-label={T.less(name)}
            className="size-12 shrink-0 px-0"
            isDisabled={isDisabled || current === 0}
            onPress={() => count(current - 1)}
            icon={<Minus aria-hidden="true" className="size-5" />}
          />
          <input
            ref={field.ref}
            name={field.name}
            aria-label={T.quantity(name)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            inputMode="numeric"
            className={`h-12 w-20 rounded-lg border text-center text-lg font-semibold ${
              error ? 'border-red-600' : 'border-stone-300'
            }`}
            value={field.value}
            disabled={isDisabled}
            onChange={(event) => type(event.target.value)}
            onBlur={() => {
              field.onBlur();
              if (field.value !== '' && Number(field.value) !== item.quantite_comptee) send();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && field.value !== '') send();
            }}
          />
          <Button
            aria-label={T.more(name)}
            className="size-12 shrink-0 px-0"
            isDisabled={isDisabled}
            onPress={() => count(current + 1)}
            icon={<Plus aria-hidden="true" className="size-5" />}
          />
        </div>
        <InputError id={errorId} error={error} />
      </div>
    </li>
  );
}

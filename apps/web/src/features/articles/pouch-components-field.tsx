import type { PouchFormValues } from '@pelote/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Input, Label, NumberField, TextField } from 'react-aria-components';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/button';
import { fieldInputClass } from '@/components/form-field-parts';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { IconButton } from '@/components/icon-button';

export const POUCH_COMPONENTS_TEXTS = {
  legend: 'Composants',
  none: 'Aucun composant ajouté.',
  columnName: 'Nom',
  newName: 'Nom du composant',
  newQuantity: 'Quantité',
  add: 'Ajouter le composant',
  addRule: 'Indiquez le nom et une quantité entière d’au moins 1.',
  name: (index: number) => `Nom du composant ${index + 1}`,
  quantity: (index: number) => `Quantité du composant ${index + 1}`,
  remove: (name: string, index: number) => `Retirer ${name || `le composant ${index + 1}`}`,
} as const;

const T = POUCH_COMPONENTS_TEXTS;
const ROW = 'grid grid-cols-[minmax(0,1fr)_7.5rem_2.5rem] gap-2';

/**
 * The pouch's components: a name and a whole quantity each. A new one is added
 * only when its name and a quantity of at least 1 are given; each can be edited or removed.
 */
export function PouchComponentsField() {
  const { control, formState } = useFormContext<PouchFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'composants' });
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [rule, setRule] = useState<string | null>(null);
  const listError = (formState.errors.composants as { message?: string } | undefined)?.message;

  function add() {
    if (name.trim() === '' || !Number.isInteger(quantity) || quantity < 1) {
      setRule(T.addRule);
      return;
    }
    append({ nom: name.trim(), quantite: quantity });
    setName('');
    setQuantity(1);
    setRule(null);
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">{T.legend}</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-stone-500">{T.none}</p>
      ) : (
        // Column titles for the eyes; each field has its own label for screen readers.
        <div aria-hidden="true" className={`${ROW} text-sm font-medium text-stone-800`}>
          <span>{T.columnName}</span>
          <span>{T.newQuantity}</span>
        </div>
      )}
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className={`${ROW} items-start`}>
            <FormTextField name={`composants.${index}.nom`} label={T.name(index)} hideLabel />
            <FormNumberField
              name={`composants.${index}.quantite`}
              label={T.quantity(index)}
              hideLabel
              minValue={1}
            />
            <IconButton
              label={T.remove(field.nom, index)}
              icon={Trash2}
              onPress={() => remove(index)}
              className="mt-0.5 text-red-700 hover:bg-red-50"
            />
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-end gap-2 border-t border-stone-100 pt-3 sm:grid-cols-[minmax(0,1fr)_7.5rem_auto]">
        <TextField className="flex flex-col gap-1.5" value={name} onChange={setName}>
          <Label className="text-sm font-medium text-stone-800">{T.newName}</Label>
          <Input
            className={fieldInputClass(false)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </TextField>
        <NumberField
          className="flex flex-col gap-1.5"
          value={quantity}
          onChange={setQuantity}
          minValue={1}
          formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
        >
          <Label className="text-sm font-medium text-stone-800">{T.newQuantity}</Label>
          <Input className={fieldInputClass(false, 'text-center')} />
        </NumberField>
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onPress={add}
          className="col-span-2 h-11 sm:col-span-1"
        >
          {T.add}
        </Button>
      </div>
      {rule ? (
        <p role="alert" className="text-sm text-red-700">
          {rule}
        </p>
      ) : null}
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}

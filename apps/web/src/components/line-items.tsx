import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type LineItemsProps = {
  /** The form's field array (`useFieldArray`'s `fields`): one card each. */
  fields: readonly { id: string }[];
  /** A line's fields, by its index. */
  children: (index: number) => ReactNode;
  /** The lines' own error (e.g. none at all). */
  error?: string | undefined;
  addLabel: string;
  onAdd: () => void;
};

/** A form's line items (a transfer's, an order's): one card per line, their error, 'add one more'. */
export function LineItems({ fields, children, error, addLabel, onAdd }: LineItemsProps) {
  return (
    <>
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
            {children(index)}
          </li>
        ))}
      </ol>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" icon={<Plus aria-hidden="true" className="size-4" />} onPress={onAdd}>
          {addLabel}
        </Button>
      </div>
    </>
  );
}

/** A line's 'remove' button, named after the line; the last line stays. */
export function RemoveLineButton({
  label,
  isLast,
  onRemove,
}: {
  label: string;
  isLast: boolean;
  onRemove: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      isDisabled={isLast}
      onPress={onRemove}
      icon={<Trash2 aria-hidden="true" className="size-4" />}
    />
  );
}

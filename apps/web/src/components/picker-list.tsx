import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { FieldPopover } from './field-popover';

type PickerListProps<Item extends object> = {
  itemId: (item: Item) => Key;
  /** What typing the first letters on the list matches, and a screen reader's short name. */
  itemText: (item: Item) => string;
  /** Said while the list is empty. */
  emptyText: string;
  children: (item: Item) => ReactNode;
};

/** The list of a searchable field (a ComboBox's items), each option at least 44 px tall. */
export function PickerList<Item extends object>({
  itemId,
  itemText,
  emptyText,
  children,
}: PickerListProps<Item>) {
  return (
    <FieldPopover>
      <ListBox<Item>
        className="outline-none"
        renderEmptyState={() => <p className="px-3 py-2 text-sm text-stone-500">{emptyText}</p>}
      >
        {(item) => (
          <ListBoxItem
            id={itemId(item)}
            textValue={itemText(item)}
            className="flex min-h-11 cursor-default flex-col justify-center gap-0.5 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[focused]:text-rose-900 data-[selected]:font-medium data-[disabled]:cursor-wait"
          >
            {children(item)}
          </ListBoxItem>
        )}
      </ListBox>
    </FieldPopover>
  );
}

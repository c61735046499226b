import { Check, RotateCw } from 'lucide-react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { Button } from '@/components/button';
import { STATUS_TEXTS } from '@/components/status';
import { useSelectedShop } from '@/lib/selected-shop';
import { ALL_SHOPS_KEY, SHOP_SELECTOR_TEXTS } from './shop-selector-texts';

/**
 * The shop selector's open list (react-aria ListBox: arrow keys, Enter, typing a name), loaded
 * after the layout has drawn or when the selector is first opened. `onSelectionChange` gets the
 * key chosen ('all' or a shop id), or undefined when the current one was pressed again.
 */
export function ShopList({
  id,
  selectedKey,
  onSelectionChange,
}: {
  id: string;
  selectedKey: string;
  onSelectionChange: (key: string | undefined) => void;
}) {
  const { shops } = useSelectedShop();
  function onChange(selection: Selection) {
    if (selection === 'all') return;
    const [key] = [...selection];
    onSelectionChange(key === undefined ? undefined : String(key));
  }
  return (
    <ListBox
      id={id}
      aria-label={SHOP_SELECTOR_TEXTS.listLabel}
      selectionMode="single"
      selectedKeys={[selectedKey]}
      onSelectionChange={onChange}
      escapeKeyBehavior="none"
      autoFocus
      className="fixed inset-x-3 top-16 z-40 max-h-[60vh] overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-72"
    >
      <ShopOption id={ALL_SHOPS_KEY} name={SHOP_SELECTOR_TEXTS.allShops} />
      {shops.map((item) => (
        <ShopOption
          key={item.id}
          id={String(item.id)}
          name={item.nom}
          detail={item.quartier}
          inactive={!item.is_active}
        />
      ))}
    </ListBox>
  );
}

function ShopOption({
  id,
  name,
  detail,
  inactive,
}: {
  id: string;
  name: string;
  detail?: string;
  inactive?: boolean;
}) {
  return (
    <ListBoxItem
      id={id}
      textValue={name}
      className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[selected]:font-medium data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600"
    >
      {({ isSelected }) => (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate">{name}</span>
            {detail ? <span className="block truncate text-xs text-stone-500">{detail}</span> : null}
          </span>
          {inactive ? (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">
              {SHOP_SELECTOR_TEXTS.inactive}
            </span>
          ) : null}
          {isSelected ? <Check aria-hidden="true" className="size-4 shrink-0 text-rose-700" /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

/** The retry of a shop list that could not be read. */
export function ShopListRetry({ retry, isRetrying }: { retry: () => void; isRetrying: boolean }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<RotateCw aria-hidden="true" className="size-4" />}
      onPress={retry}
      isPending={isRetrying}
      pendingLabel={STATUS_TEXTS.retrying}
    >
      {STATUS_TEXTS.retry}
    </Button>
  );
}

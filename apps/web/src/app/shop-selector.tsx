import { SHOP_SELECTOR_CLOSE_DELAY_MS } from '@pelote/shared';
import { ChevronDown, CircleAlert, Store } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { moduleLoader } from '@/components/lazy-on-use';
import { useSelectedShop } from '@/lib/selected-shop';
import { usePart } from './idle';
import { ALL_SHOPS_KEY, SHOP_SELECTOR_TEXTS } from './shop-selector-texts';

export { SHOP_SELECTOR_TEXTS } from './shop-selector-texts';

// The open list and the error's retry (react-aria code) are fetched after the layout has drawn,
// or at the first opening.
const shopListPart = moduleLoader(() => import('./shop-list'));

/**
 * The shop list could not be read: 'Erreur magasins' and a retry, rather than a selector that
 * pretends there are no shops. The server's message is the alert's description.
 */
function ShopListError() {
  const { loadError, retry, isRetrying } = useSelectedShop();
  const [shopList] = usePart(shopListPart);
  return (
    <div
      role="alert"
      title={loadError ?? undefined}
      className="flex min-w-0 items-center gap-2 rounded-lg border border-red-200 bg-red-50 py-1 pr-1 pl-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate font-medium">{SHOP_SELECTOR_TEXTS.loadError}</span>
      <span className="sr-only">{loadError}</span>
      {shopList ? <shopList.ShopListRetry retry={retry} isRetrying={isRetrying} /> : null}
    </div>
  );
}

/** A gerant's shop is imposed: shown, not chosen. */
function AssignedShop() {
  const { shop, shopId, isLoading } = useSelectedShop();
  const name = shop?.nom ?? (isLoading ? SHOP_SELECTOR_TEXTS.loading : `Magasin ${shopId ?? '-'}`);
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-lg border border-stone-200 bg-stone-50 px-3 py-1.5">
      <Store aria-hidden="true" className="size-4 shrink-0 text-rose-700" />
      <div className="min-w-0 leading-tight">
        <p className="text-[11px] font-medium uppercase tracking-wide text-stone-500">
          {SHOP_SELECTOR_TEXTS.assigned}
        </p>
        <p className="max-w-[9rem] truncate text-sm font-medium text-stone-900 sm:max-w-[14rem]">{name}</p>
      </div>
    </div>
  );
}

/**
 * The global shop selector: a button that opens a list of the shops plus
 * 'Tous les magasins'. The list closes 200 ms after the focus leaves it, on Escape, and after a
 * choice. Arrow keys, Enter and typing a name work as in any listbox (react-aria).
 */
export function ShopSelector() {
  const { isLocked, loadError } = useSelectedShop();
  if (loadError !== null) return <ShopListError />;
  return isLocked ? <AssignedShop /> : <ShopPicker />;
}

function ShopPicker() {
  const { shop, shopId, setShopId, isLoading, registerSelector } = useSelectedShop();
  const [isOpen, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      cancelClose();
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [cancelClose],
  );

  useEffect(
    () =>
      registerSelector(() => {
        cancelClose();
        triggerRef.current?.scrollIntoView?.({ block: 'nearest' });
        setOpen(true);
      }),
    [registerSelector, cancelClose],
  );

  useEffect(() => cancelClose, [cancelClose]);

  // Fetched once the layout has drawn, so that the first opening shows the list at once.
  const [shopList, loadShopList] = usePart(shopListPart);
  useEffect(() => {
    if (isOpen) loadShopList();
  }, [isOpen, loadShopList]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && containerRef.current?.contains(next)) return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setOpen(false);
    }, SHOP_SELECTOR_CLOSE_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close(true);
    }
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!isOpen && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
    }
  }

  function onSelectionChange(key: string | undefined) {
    // No key means the current entry was pressed again: keep it.
    if (key !== undefined) setShopId(key === ALL_SHOPS_KEY ? null : Number(key));
    close(true);
  }

  const selectedKey = shopId === null ? ALL_SHOPS_KEY : String(shopId);
  const label =
    shop?.nom ?? (isLoading && shopId === null ? SHOP_SELECTOR_TEXTS.loading : SHOP_SELECTOR_TEXTS.allShops);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: groups the focus of the button and its list (blur and Escape close the list).
    <div
      ref={containerRef}
      className="relative min-w-0"
      onBlur={onBlur}
      onFocus={cancelClose}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={onTriggerKeyDown}
        className="flex h-10 min-w-0 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-800 shadow-sm hover:bg-stone-50"
      >
        <Store aria-hidden="true" className="size-4 shrink-0 text-rose-700" />
        <span className="sr-only">{SHOP_SELECTOR_TEXTS.label} : </span>
        <span className="max-w-[7rem] truncate font-medium sm:max-w-[14rem]">{label}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-stone-500 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      {isOpen && shopList ? (
        <shopList.ShopList id={listId} selectedKey={selectedKey} onSelectionChange={onSelectionChange} />
      ) : null}
    </div>
  );
}

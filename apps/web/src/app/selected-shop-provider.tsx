import { SELECTED_SHOP_KEY } from '@pelote/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SelectedShopContext, type SelectedShopContextValue } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { useShops } from '@/lib/shops-query';
import { readString, removeItem, writeString } from '@/lib/storage';

function readStoredShopId(): number | null {
  const id = Number(readString(SELECTED_SHOP_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Holds the globally selected shop. The choice is kept in localStorage and restored at
 * load only if that shop is still in the list; a gerant always gets their assigned shop.
 */
export function SelectedShopProvider({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useSession();
  const shopsQuery = useShops({ enabled: isAuthenticated });
  const shops = useMemo(() => shopsQuery.data ?? [], [shopsQuery.data]);
  const isListed = shopsQuery.isSuccess;
  const [chosenId, setChosenId] = useState<number | null>(readStoredShopId);
  const isLocked = user?.role === 'gerant';

  let shopId: number | null;
  if (isLocked) shopId = user.magasin;
  else if (chosenId !== null && isListed && shops.some((shop) => shop.id === chosenId)) shopId = chosenId;
  else shopId = null;

  // A stored choice whose shop is gone is forgotten, so it does not come back later.
  useEffect(() => {
    if (isLocked || !isListed || chosenId === null) return;
    if (!shops.some((shop) => shop.id === chosenId)) {
      setChosenId(null);
      removeItem(SELECTED_SHOP_KEY);
    }
  }, [isLocked, isListed, chosenId, shops]);

  const setShopId = useCallback(
    (id: number | null) => {
      if (isLocked) return;
      setChosenId(id);
      if (id === null) removeItem(SELECTED_SHOP_KEY);
      else writeString(SELECTED_SHOP_KEY, String(id));
    },
    [isLocked],
  );

  const openerRef = useRef<(() => void) | null>(null);
  const registerSelector = useCallback((open: () => void) => {
    openerRef.current = open;
    return () => {
      if (openerRef.current === open) openerRef.current = null;
    };
  }, []);
  const openSelector = useCallback(() => {
    // Called from a dialog that is closing: let it hand the focus back first, then open.
    requestAnimationFrame(() => setTimeout(() => openerRef.current?.(), 0));
  }, []);

  const loadError = shopsQuery.isError && !shopsQuery.data ? shopsQuery.error.message : null;
  const { refetch } = shopsQuery;
  const retry = useCallback(() => void refetch(), [refetch]);
  const isRetrying = shopsQuery.isError && shopsQuery.isFetching;

  const value = useMemo<SelectedShopContextValue>(
    () => ({
      shop: shops.find((shop) => shop.id === shopId) ?? null,
      shopId,
      setShopId,
      shops,
      isLoading: isAuthenticated && shopsQuery.isPending,
      loadError,
      retry,
      isRetrying,
      isLocked,
      openSelector,
      registerSelector,
    }),
    [
      shops,
      shopId,
      setShopId,
      isAuthenticated,
      shopsQuery.isPending,
      loadError,
      retry,
      isRetrying,
      isLocked,
      openSelector,
      registerSelector,
    ],
  );

  return <SelectedShopContext value={value}>{children}</SelectedShopContext>;
}

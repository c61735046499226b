import { createContext, use } from 'react';

/**
 * The globally selected shop: it filters sales, stock entries and stock views.
 * `shopId` is null when 'Tous les magasins' is chosen (direction only); a gerant's shop is
 * imposed (`isLocked`). The provider and the selector live in the app layer.
 */
export type SelectableShop = {
  id: number;
  nom: string;
  quartier: string;
  is_active: boolean;
  code_postal?: string;
};

export type SelectedShopContextValue = {
  /** The selected shop, once the list is loaded; null for 'Tous les magasins'. */
  shop: SelectableShop | null;
  shopId: number | null;
  /** Chooses a shop, or all shops with null. Does nothing for a gerant. */
  setShopId: (shopId: number | null) => void;
  /** The shops the signed-in user may pick from (a gerant gets only their own). */
  shops: SelectableShop[];
  isLoading: boolean;
  /**
   * Why the shop list could not be read (the server's message), while no list is known; the
   * screens then say 'Erreur magasins' with a retry instead of showing no shops.
   */
  loadError: string | null;
  /** Asks for the shop list again. */
  retry: () => void;
  isRetrying: boolean;
  /** True for a gerant: the shop is imposed and shown read-only ('Magasin assigné'). */
  isLocked: boolean;
  /** Moves the focus to the shop selector and opens its list (the 'Magasin requis' prompt). */
  openSelector: () => void;
  /** For the selector itself: registers how to open it. Returns the unregister function. */
  registerSelector: (open: () => void) => () => void;
};

export const SelectedShopContext = createContext<SelectedShopContextValue | null>(null);

/** `{ shop, shopId, setShopId, shops, isLoading, loadError, isLocked, openSelector }` of the signed-in user. */
export function useSelectedShop(): SelectedShopContextValue {
  const value = use(SelectedShopContext);
  if (!value) throw new Error('useSelectedShop must be used inside <SelectedShopProvider>');
  return value;
}

import type { ArticleKind } from '@pelote/shared';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * What other features show inside the catalogue screens, handed down by the app layer (features
 * never import each other): today the selected shop's stock of the screen's article type.
 */
export type CatalogueSlots = { ShopStockSection: ComponentType<{ kind: ArticleKind }> | null };

const CatalogueSlotsContext = createContext<CatalogueSlots>({ ShopStockSection: null });

export const CatalogueSlotsProvider = CatalogueSlotsContext.Provider;

export function useCatalogueSlots(): CatalogueSlots {
  return useContext(CatalogueSlotsContext);
}

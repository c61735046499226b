import { type CatalogueType, can } from '@pelote/shared';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { IconButton } from './icon-button';
import { ShopRequiredDialog } from './shop-required-prompt';
import { StockDialog, type StockRowProduct } from './stock-dialog';

export const PRODUCT_STOCK_ACTION_TEXTS = {
  add: (name: string) => `Ajouter ${name} au stock`,
} as const;

type ProductStockActionProps = {
  product: StockRowProduct;
  /** The product's type; '' sends 'Produit'. */
  type: CatalogueType | '';
};

/**
 * A product row's 'add to stock' button (for direction and gerants): the dialog for the
 * selected shop, or the 'Magasin requis' prompt when none is selected.
 */
export function ProductStockAction({ product, type }: ProductStockActionProps) {
  const { user } = useSession();
  const { shop } = useSelectedShop();
  const [isOpen, setOpen] = useState(false);
  if (!can(user?.role, 'stock:write')) return null;
  return (
    <>
      <IconButton
        label={PRODUCT_STOCK_ACTION_TEXTS.add(product.nom)}
        icon={PackagePlus}
        onPress={() => setOpen(true)}
        className="text-emerald-700 hover:bg-emerald-50 hover:text-emerald-800"
      />
      {isOpen && shop ? (
        <StockDialog product={{ item: product, type }} shop={shop} onClose={() => setOpen(false)} />
      ) : null}
      {isOpen && !shop ? <ShopRequiredDialog isOpen onOpenChange={setOpen} /> : null}
    </>
  );
}

import { Boxes, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { IconButton } from '@/components/icon-button';
import type { ShopListItem } from './shops-api';
import { StoreIllustration } from './store-illustration';

export const SHOP_CARD_TEXTS = {
  quartier: 'Quartier',
  active: 'Actif',
  inactive: 'Inactif',
  edit: 'Modifier',
  stock: 'Stock',
  delete: 'Supprimer',
  noPhoto: 'Aucune photo',
  defaultImage: 'Image par défaut du magasin',
} as const;

const T = SHOP_CARD_TEXTS;

function ShopPhoto({ shop }: { shop: ShopListItem }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const photo = shop.photo;
  if (!photo) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 bg-stone-100 text-stone-600">
        <ImageOff aria-hidden="true" className="size-10" />
        <span className="text-xs">{T.noPhoto}</span>
      </div>
    );
  }
  if (failedUrl === photo.url) return <StoreIllustration label={T.defaultImage} />;
  return (
    <img
      src={photo.url}
      alt={photo.alt || shop.nom}
      loading="lazy"
      onError={() => setFailedUrl(photo.url)}
      className="size-full object-cover"
    />
  );
}

type ShopCardProps = {
  shop: ShopListItem;
  /** Direction only: the edit and delete buttons. */
  canManage: boolean;
  /** 'Stock' (add stock): direction, and a gerant for their own shop. */
  canAddStock: boolean;
  onAddStock: (shop: ShopListItem) => void;
  onEdit: (shop: ShopListItem) => void;
  onDelete: (shop: ShopListItem) => void;
};

/** One shop of the grid: photo, name, quartier, Actif / Inactif, and its buttons. */
export function ShopCard({ shop, canManage, canAddStock, onAddStock, onEdit, onDelete }: ShopCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="aspect-video w-full overflow-hidden">
        <ShopPhoto shop={shop} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 text-base font-semibold break-words text-stone-900">
            {shop.nom}
          </h2>
          <Badge tone={shop.is_active ? 'green' : 'grey'}>{shop.is_active ? T.active : T.inactive}</Badge>
        </div>
        <dl className="text-sm">
          <dt className="text-stone-500">{T.quartier}</dt>
          <dd className="break-words text-stone-900">{shop.quartier}</dd>
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {canManage ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<Pencil aria-hidden="true" className="size-4" />}
              onPress={() => onEdit(shop)}
            >
              {T.edit}
            </Button>
          ) : null}
          {canAddStock ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<Boxes aria-hidden="true" className="size-4" />}
              onPress={() => onAddStock(shop)}
            >
              {T.stock}
            </Button>
          ) : null}
          {canManage ? (
            <IconButton
              label={T.delete}
              icon={Trash2}
              className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
              onPress={() => onDelete(shop)}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}

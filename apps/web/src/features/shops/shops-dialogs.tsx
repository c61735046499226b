import { closeWhenIdle } from '@/components/close-when-idle';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { StockAdded } from '@/components/stock-dialog';
import { StockDialog } from '@/components/stock-dialog';
import { ShopFormDialog } from './shop-form-dialog';
import { type ShopListItem, useDeleteShop } from './shops-api';
import { SHOPS_PAGE_TEXTS as T } from './shops-page-texts';

export type ShopsDialog =
  | { kind: 'create' }
  | { kind: 'edit'; shop: ShopListItem }
  | { kind: 'delete'; shop: ShopListItem }
  | { kind: 'stock'; shop: ShopListItem }
  | null;

type ShopsDialogsProps = {
  dialog: ShopsDialog;
  onClose: () => void;
  onStockAdded: (added: StockAdded) => void;
  /** A refused delete: its message stays on the page. */
  onDeleteFailed: (message: string) => void;
};

/** The shops page's dialogs: create or edit a shop, add stock to it, delete it (once confirmed). */
export function ShopsDialogs({ dialog, onClose, onStockAdded, onDeleteFailed }: ShopsDialogsProps) {
  const remove = useDeleteShop();

  async function confirmDelete(shop: ShopListItem) {
    try {
      await remove.mutateAsync(shop.id);
    } catch (error) {
      // The list reloads anyway (useDeleteShop); the failure stays on the page.
      onDeleteFailed(
        `${T.deleteFailed} : ${error instanceof Error && error.message ? error.message : T.fallback}`,
      );
    }
    onClose();
  }

  return (
    <>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <ShopFormDialog
          key={dialog.kind === 'edit' ? `edit-${dialog.shop.id}` : 'create'}
          shop={dialog.kind === 'edit' ? dialog.shop : null}
          onClose={onClose}
        />
      ) : null}
      {dialog?.kind === 'stock' ? (
        <StockDialog key={dialog.shop.id} shop={dialog.shop} onClose={onClose} onAdded={onStockAdded} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={closeWhenIdle(onClose, remove.isPending)}
          title={T.deleteTitle}
          message={T.deleteQuestion}
          details={dialog.shop.nom}
          onConfirm={() => void confirmDelete(dialog.shop)}
          isPending={remove.isPending}
        />
      ) : null}
    </>
  );
}

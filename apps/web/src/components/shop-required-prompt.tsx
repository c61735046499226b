import { Store } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useSelectedShop } from '@/lib/selected-shop';
import { buttonStyles } from './button-styles';

export const SHOP_REQUIRED_TEXTS = {
  title: 'Magasin requis',
  text: 'Veuillez sélectionner un magasin dans le sélecteur pour continuer.',
  select: 'Sélectionner un magasin',
  cancel: 'Annuler',
} as const;

type ShopRequiredPromptProps = {
  /** 'Annuler' (and, in the dialog, Escape or a click outside). */
  onCancel: () => void;
  /** Runs before the selector opens, e.g. to close the dialog that shows the prompt. */
  onSelect?: () => void;
  text?: string;
};

/**
 * The 'Magasin requis' prompt of the screens that need a shop, as a block to put inside a screen or a dialog:
 * 'Sélectionner un magasin' opens the shop selector of the top bar, 'Annuler' gives up.
 */
export function ShopRequiredPrompt({
  onCancel,
  onSelect,
  text = SHOP_REQUIRED_TEXTS.text,
}: ShopRequiredPromptProps) {
  const { openSelector } = useSelectedShop();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <Store aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <Heading slot="title" level={2} className="text-lg font-semibold text-stone-900">
            {SHOP_REQUIRED_TEXTS.title}
          </Heading>
          <p className="mt-1 text-sm text-stone-600">{text}</p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles({ variant: 'secondary' })} onClick={onCancel}>
          {SHOP_REQUIRED_TEXTS.cancel}
        </button>
        <button
          type="button"
          className={buttonStyles()}
          onClick={() => {
            onSelect?.();
            openSelector();
          }}
        >
          {SHOP_REQUIRED_TEXTS.select}
        </button>
      </div>
    </div>
  );
}

type ShopRequiredDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  text?: string;
};

/** The same prompt in its own modal dialog, for a screen that needs a shop before it can go on. */
export function ShopRequiredDialog({ isOpen, onOpenChange, text }: ShopRequiredDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <ShopRequiredPrompt onCancel={close} onSelect={close} text={text} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

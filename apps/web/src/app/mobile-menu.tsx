import { X } from 'lucide-react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { APP_LAYOUT_TEXTS } from './app-layout-texts';
import { SidebarNav } from './sidebar-nav';

/**
 * The slide-in menu of small screens (Escape, the close button or a click outside closes it; the
 * focus stays inside while it is open and comes back to the menu button after). Loaded after the
 * layout has drawn, or at its first opening.
 */
export function MobileMenu({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-stone-900/40 lg:hidden motion-safe:data-[entering]:animate-fade-in"
    >
      <Modal className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none motion-safe:data-[entering]:animate-slide-in">
        <Dialog aria-label={APP_LAYOUT_TEXTS.menu} className="flex h-full flex-col outline-none">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-stone-200 pr-3 pl-5">
            <Link
              to="/"
              onClick={close}
              aria-label={APP_LAYOUT_TEXTS.home}
              className="touch-target rounded-lg"
            >
              <Brand />
            </Link>
            <button
              type="button"
              onClick={close}
              aria-label={APP_LAYOUT_TEXTS.closeMenu}
              className="flex size-10 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto">
            <SidebarNav onNavigate={close} />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Link, Outlet } from 'react-router';
import { Brand } from '@/components/brand';
import { OfflineSync } from '@/features/offline/offline-sync';
import { CatalogueStockSlots } from './catalogue-stock-slots';
import { OfflineSaleSlots } from './offline-slots';
import { SelectedShopProvider } from './selected-shop-provider';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

export const APP_LAYOUT_TEXTS = {
  skipLink: 'Aller au contenu principal',
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
  home: 'Pelote — Tableau de bord',
} as const;

/**
 * The signed-in layout: a sidebar on large screens, a slide-in menu on small
 * ones (Escape, the close button or a click outside closes it; the focus stays inside while it
 * is open and comes back to the menu button after), and the top bar.
 */
export function AppLayout() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  // The slide-in menu exists only below the `lg` breakpoint: growing the window closes it.
  useEffect(() => {
    const wide = window.matchMedia?.('(min-width: 64rem)');
    if (!wide) return;
    const onChange = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <SelectedShopProvider>
      <OfflineSync />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white text-sm font-medium text-rose-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        {APP_LAYOUT_TEXTS.skipLink}
      </a>

      <div className="min-h-dvh lg:pl-64">
        <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-stone-200 bg-white lg:flex">
          <div className="flex h-16 shrink-0 items-center border-b border-stone-200 px-6">
            <Link to="/" aria-label={APP_LAYOUT_TEXTS.home} className="rounded-lg">
              <Brand />
            </Link>
          </div>
          <div className="flex-1 overflow-y-auto">
            <SidebarNav />
          </div>
        </aside>

        <ModalOverlay
          isOpen={isMenuOpen}
          onOpenChange={setMenuOpen}
          isDismissable
          className="fixed inset-0 z-50 bg-stone-900/40 lg:hidden motion-safe:data-[entering]:animate-fade-in"
        >
          <Modal className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none motion-safe:data-[entering]:animate-slide-in">
            <Dialog aria-label={APP_LAYOUT_TEXTS.menu} className="flex h-full flex-col outline-none">
              <div className="flex h-16 shrink-0 items-center justify-between border-b border-stone-200 pr-3 pl-5">
                <Link
                  to="/"
                  onClick={closeMenu}
                  aria-label={APP_LAYOUT_TEXTS.home}
                  className="touch-target rounded-lg"
                >
                  <Brand />
                </Link>
                <button
                  type="button"
                  onClick={closeMenu}
                  aria-label={APP_LAYOUT_TEXTS.closeMenu}
                  className="flex size-10 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </div>
              <div className="flex-1 overflow-y-auto">
                <SidebarNav onNavigate={closeMenu} />
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>

        <div className="flex min-h-dvh min-w-0 flex-col">
          <TopBar isMenuOpen={isMenuOpen} onOpenMenu={() => setMenuOpen(true)} />
          <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
            <CatalogueStockSlots>
              <OfflineSaleSlots>
                <Outlet />
              </OfflineSaleSlots>
            </CatalogueStockSlots>
          </main>
        </div>
      </div>
    </SelectedShopProvider>
  );
}

import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from '@/components/brand';
import { moduleLoader } from '@/components/lazy-on-use';
import { useMediaQuery } from '@/lib/media-query';
import { useNewSaleShortcut } from '@/lib/new-sale-shortcut';
import { APP_LAYOUT_TEXTS } from './app-layout-texts';
import { CatalogueStockSlots } from './catalogue-stock-slots';
import { usePart } from './idle';
import { OfflineSaleSlots } from './offline-slots';
import { DeferredOfflineSync } from './offline-upkeep';
import { SelectedShopProvider } from './selected-shop-provider';
import { SidebarNav } from './sidebar-nav';
import { PrintingSlots } from './ticket-slots';
import { TopBar } from './top-bar';

export { APP_LAYOUT_TEXTS } from './app-layout-texts';

// The slide-in menu's code (react-aria Modal and Dialog) is fetched after the layout has drawn.
const mobileMenuPart = moduleLoader(() => import('./mobile-menu'));

/**
 * The signed-in layout: a sidebar on large screens, a slide-in menu on small ones
 * (mobile-menu.tsx), and the top bar. What no page needs to draw (popups, the slide-in menu, the
 * device's offline upkeep) arrives just after the first paint (see idle.ts).
 */
export function AppLayout() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [mobileMenu, loadMobileMenu] = usePart(mobileMenuPart);
  useNewSaleShortcut();
  const openMenu = () => {
    setMenuOpen(true);
    loadMobileMenu();
  };

  // The slide-in menu exists only below the `lg` breakpoint: growing the window closes it.
  const isWide = useIsWide();
  useEffect(() => {
    if (isWide) setMenuOpen(false);
  }, [isWide]);

  return (
    <SelectedShopProvider>
      <DeferredOfflineSync />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white text-sm font-medium text-rose-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        {APP_LAYOUT_TEXTS.skipLink}
      </a>

      <div className="min-h-dvh lg:pl-64">
        {isWide ? (
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
        ) : null}

        {mobileMenu ? <mobileMenu.MobileMenu isOpen={isMenuOpen} onOpenChange={setMenuOpen} /> : null}

        <div className="flex min-h-dvh min-w-0 flex-col">
          <TopBar isMenuOpen={isMenuOpen} onOpenMenu={openMenu} />
          <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
            <CatalogueStockSlots>
              <OfflineSaleSlots>
                <PrintingSlots>
                  <Outlet />
                </PrintingSlots>
              </OfflineSaleSlots>
            </CatalogueStockSlots>
          </main>
        </div>
      </div>
    </SelectedShopProvider>
  );
}

/** The screens where the sidebar shows (`lg` and up). */
const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * Whether the screen is wide enough for the sidebar. On a phone the sidebar is not drawn at all,
 * not only hidden: its twenty links would cost its first render time for nothing (the slide-in
 * menu has its own). True where the browser cannot tell (no matchMedia).
 */
function useIsWide(): boolean {
  return useMediaQuery(WIDE_SCREEN, true);
}

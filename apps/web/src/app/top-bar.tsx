import { ChevronRight, House, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { NotificationsEntry } from './notifications-entry';
import { DeferredOutboxBadge } from './offline-upkeep';
import { useCurrentCrumb } from './route-handle';
import { ShopSelector } from './shop-selector';
import { UserMenuEntry } from './user-menu-entry';

export const TOP_BAR_TEXTS = {
  openMenu: 'Ouvrir le menu',
  breadcrumb: "Fil d'Ariane",
  dashboard: 'Tableau de bord',
} as const;

/** Dashboard breadcrumb: 'Tableau de bord › {page}'. */
function Breadcrumb() {
  const crumb = useCurrentCrumb();
  const isDashboard = !crumb || crumb === TOP_BAR_TEXTS.dashboard;
  return (
    <nav aria-label={TOP_BAR_TEXTS.breadcrumb} className="hidden min-w-0 sm:block">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        <li className="shrink-0">
          <Link
            to="/"
            aria-current={isDashboard ? 'page' : undefined}
            className={`flex items-center gap-1.5 rounded px-1 ${
              isDashboard ? 'font-medium text-stone-900' : 'text-stone-500 hover:text-stone-900'
            }`}
          >
            <House aria-hidden="true" className="size-4" />
            {TOP_BAR_TEXTS.dashboard}
          </Link>
        </li>
        {isDashboard ? null : (
          <li className="flex min-w-0 items-center gap-1.5">
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            <span aria-current="page" className="truncate font-medium text-stone-900">
              {crumb}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}

export function TopBar({ isMenuOpen, onOpenMenu }: { isMenuOpen: boolean; onOpenMenu: () => void }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-stone-200 bg-white/95 px-3 backdrop-blur sm:gap-3 sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={TOP_BAR_TEXTS.openMenu}
        aria-expanded={isMenuOpen}
        aria-haspopup="dialog"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <Breadcrumb />
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
        <DeferredOutboxBadge />
        <ShopSelector />
        <NotificationsEntry />
        <UserMenuEntry />
      </div>
    </header>
  );
}

import { can, type Role } from '@pelote/shared';
import {
  Boxes,
  ChartColumn,
  type LucideIcon,
  Receipt,
  ShoppingBag,
  Spool,
  Store,
  UserPlus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { Panel } from '@/components/panel';
import { DIALOG_LINKS, dialogHref } from '@/lib/dialog-link';
import { newSaleShortcutProps } from '@/lib/new-sale-shortcut';

/** The links of the home page: welcome banner, feature cards, quick actions. */

export const DASHBOARD_TEXTS = {
  title: 'Tableau de bord',
  greeting: (firstName: string) => (firstName ? `Bonjour, ${firstName} !` : 'Bonjour !'),
  intro: 'Suivez vos stocks, vos ventes et vos clients en un coup d’œil.',
  viewStock: 'Voir le stock',
  newSale: 'Nouvelle vente',
  featuresTitle: 'Fonctionnalités',
  quickActionsTitle: 'Actions rapides',
  myShops: 'Mes magasins',
  newClient: 'Nouveau client',
  viewStatistics: 'Voir les statistiques',
} as const;

/** /ventes opening its 'Nouvelle vente' modal (see `useDialogLink` on the sales page). */
export const NEW_SALE_HREF = dialogHref(DIALOG_LINKS.newSale);
/** /clients opening its new-client dialog. */
export const NEW_CLIENT_HREF = dialogHref(DIALOG_LINKS.newClient);

export function WelcomeBanner({ firstName }: { firstName: string }) {
  return (
    <section
      aria-labelledby="dashboard-greeting"
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-rose-700 to-rose-600 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <h2 id="dashboard-greeting" className="text-xl font-semibold">
          {DASHBOARD_TEXTS.greeting(firstName)}
        </h2>
        <p className="mt-1 text-sm text-rose-50">{DASHBOARD_TEXTS.intro}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/stock" className={buttonStyles({ variant: 'secondary' })}>
          <Boxes aria-hidden="true" className="size-4" />
          {DASHBOARD_TEXTS.viewStock}
        </Link>
        <Link
          to={NEW_SALE_HREF}
          {...newSaleShortcutProps(DASHBOARD_TEXTS.newSale)}
          className={buttonStyles({ className: 'bg-white/15 ring-1 ring-white/60 hover:bg-white/25' })}
        >
          <Receipt aria-hidden="true" className="size-4" />
          {DASHBOARD_TEXTS.newSale}
        </Link>
      </div>
    </section>
  );
}

type Feature = { to: string; title: string; text: string; icon: LucideIcon };

const FEATURES: Feature[] = [
  { to: '/stock', title: 'Gestion du stock', text: 'Niveaux de stock par magasin et entrées.', icon: Boxes },
  { to: '/clients', title: 'Clients', text: 'Fiches clients et historique d’achats.', icon: Users },
  { to: '/ventes', title: 'Ventes et caisse', text: 'Enregistrer les ventes, factures.', icon: Receipt },
  {
    to: '/statistiques',
    title: 'Statistiques et rapports',
    text: 'Chiffre d’affaires, meilleures ventes, alertes.',
    icon: ChartColumn,
  },
  { to: '/catalogue', title: 'Catalogue produits', text: 'Laines, accessoires, kits et plus.', icon: Spool },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="dashboard-features">
      <h2 id="dashboard-features" className="sr-only">
        {DASHBOARD_TEXTS.featuresTitle}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {FEATURES.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-rose-300 hover:bg-rose-50/40 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-rose-700"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-50 text-rose-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{title}</span>
                <span className="block text-sm text-stone-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type QuickAction = { to: string; label: string; icon: LucideIcon };

/** New sale, my shops, new customer, view statistics; each only where the role may go. */
export function QuickActions({ role }: { role: Role | null }) {
  const actions: QuickAction[] = [];
  if (can(role, 'sales:write'))
    actions.push({ to: NEW_SALE_HREF, label: DASHBOARD_TEXTS.newSale, icon: ShoppingBag });
  actions.push({ to: '/magasins', label: DASHBOARD_TEXTS.myShops, icon: Store });
  if (can(role, 'clients:write'))
    actions.push({ to: NEW_CLIENT_HREF, label: DASHBOARD_TEXTS.newClient, icon: UserPlus });
  if (can(role, 'dashboard:view')) {
    actions.push({ to: '/statistiques', label: DASHBOARD_TEXTS.viewStatistics, icon: ChartColumn });
  }
  return (
    <Panel
      id="dashboard-quick-actions"
      title={DASHBOARD_TEXTS.quickActionsTitle}
      titleClassName="mb-3 font-semibold text-stone-900"
    >
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ to, label, icon: Icon }) => (
          <li key={label}>
            <Link to={to} className={buttonStyles({ variant: 'secondary', className: 'w-full' })}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

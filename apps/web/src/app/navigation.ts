import type { Action } from '@pelote/shared';
import {
  ArrowLeftRight,
  Backpack,
  BellRing,
  Boxes,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Cog,
  FileText,
  FileUp,
  Gift,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  PackageCheck,
  PackagePlus,
  PackageSearch,
  Puzzle,
  Receipt,
  Scale,
  Scissors,
  ScrollText,
  Shirt,
  Spool,
  Store,
  Tags,
  Truck,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Shown only to roles allowed this action. */
  requires?: Action;
};
export type NavSection = {
  title: string;
  items: NavItem[];
  /** Shown only to roles allowed this action. */
  requires?: Action;
};

/** The sidebar's sections: Produits, Gestion, Achats, Administration (direction only). */
export const NAV_SECTIONS: NavSection[] = [
  {
    title: 'Produits',
    items: [
      { to: '/laines', label: 'Laines', icon: Spool },
      { to: '/accessoires', label: 'Accessoires', icon: Scissors },
      { to: '/habits', label: 'Habits', icon: Shirt },
      { to: '/trousses', label: 'Trousses', icon: Backpack },
      { to: '/trousse-composants', label: 'Composants de trousse', icon: Puzzle },
      { to: '/kits', label: 'Kits', icon: Gift },
      { to: '/machines', label: 'Machines', icon: Cog },
      { to: '/tarifs', label: 'Tarifs', icon: Tags },
    ],
  },
  {
    title: 'Gestion',
    items: [
      { to: '/', label: 'Tableau de bord', icon: LayoutDashboard, end: true },
      { to: '/magasins', label: 'Magasins', icon: Store },
      { to: '/clients', label: 'Clients', icon: Users },
      { to: '/clients/relances', label: 'Relances', icon: BellRing },
      { to: '/ventes', label: 'Ventes', icon: Receipt },
      { to: '/ventes/mises-de-cote', label: 'Mises de côté', icon: PackageCheck },
      { to: '/caisse', label: 'Caisse', icon: Wallet },
      { to: '/rapprochement', label: 'Rapprochement', icon: Scale },
      { to: '/depots', label: 'Dépôts', icon: Landmark },
      { to: '/journee', label: 'Journée', icon: CalendarDays, requires: 'till:day-view' },
      { to: '/entrees', label: 'Entrées de stock', icon: PackagePlus },
      { to: '/stock', label: 'Stock', icon: Boxes },
      { to: '/transferts', label: 'Transferts', icon: ArrowLeftRight },
      { to: '/inventaires', label: 'Inventaires', icon: ClipboardList },
      { to: '/statistiques', label: 'Statistiques', icon: ChartColumn },
    ],
  },
  {
    title: 'Achats',
    items: [
      { to: '/fournisseurs', label: 'Fournisseurs', icon: Truck },
      { to: '/bons-de-commande', label: 'Bons de commande', icon: FileText },
      { to: '/reassort', label: 'Réassort', icon: PackageSearch },
    ],
  },
  {
    title: 'Administration',
    requires: 'users:manage',
    items: [
      { to: '/admin/utilisateurs', label: 'Utilisateurs', icon: UserCog },
      { to: '/admin/journal', label: 'Journal des modifications', icon: ScrollText },
      { to: '/admin/import', label: 'Import CSV', icon: FileUp },
    ],
  },
];

/** The two roles and what each may do. Screens hide, the server refuses. */

export const ROLES = ['direction', 'gerant'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'gerant';

export const ROLE_LABELS: Record<Role, string> = { direction: 'Direction', gerant: 'Gérant' };

/**
 * The permission table (docs/architecture.md, 'Roles'), one row per action. Where a gerant may
 * act only on their own shop ('stock:write', 'sales:write', ...), `can` says yes and
 * `canReachShop` checks the shop.
 */
export const PERMISSIONS = {
  /** List, create, edit and deactivate users; open /admin/utilisateurs. */
  'users:manage': ['direction'],
  /** Create, edit and delete shops, upload their photo. */
  'shops:manage': ['direction'],
  /** See every shop in lists (a gerant sees their own only). */
  'shops:list-all': ['direction'],
  /** Choose any shop in the shop selector (a gerant's shop is imposed). */
  'shops:select-any': ['direction'],
  /** Read the catalogue: the six article types and the pouch components. */
  'catalogue:read': ['direction', 'gerant'],
  /** Create, edit and delete articles and pouch components. */
  'catalogue:write': ['direction'],
  /** Create, edit and delete suppliers (everyone signed in reads them). */
  'suppliers:manage': ['direction'],
  /**
   * Create, edit and delete price lists ('Tarifs') and give a client one (everyone signed in reads
   * them; a sale applies them).
   */
  'price-lists:manage': ['direction'],
  /** Create, edit, send, cancel and close purchase orders; set the reorder settings. */
  'purchase-orders:manage': ['direction'],
  /** Receive a purchase order's deliveries (in a reachable shop). */
  'purchase-orders:receive': ['direction', 'gerant'],
  /** Add stock and record stock entries (in a reachable shop). */
  'stock:write': ['direction', 'gerant'],
  /** Add stock and record stock entries in any shop. */
  'stock:write-any-shop': ['direction'],
  /** Adjust stock by hand, with a reason (any shop). */
  'stock:adjust': ['direction'],
  /** Validate a stock count: its differences become stock adjustments. */
  'counts:validate': ['direction'],
  /** Margins and stock valuation (the articles' costs). */
  'costs:view': ['direction'],
  /** Confirm what a deposit to the bank or head office brought there (every shop's deposits). */
  'deposits:confirm': ['direction'],
  /**
   * Import an operator's statement and resolve its flagged lines by hand (in a reachable shop).
   */
  'reconciliation:manage': ['direction', 'gerant'],
  /** Open /journee: every shop's day (till, takings, expenses, deposits). */
  'till:day-view': ['direction'],
  /** Record sales and download invoices (in a reachable shop). */
  'sales:write': ['direction', 'gerant'],
  /** Cancel a sale. */
  'sales:cancel': ['direction'],
  /** List, view, create and edit clients (shared by all shops). */
  'clients:write': ['direction', 'gerant'],
  /** Set or change a client's credit limit. */
  'clients:credit-limit': ['direction'],
  /** Delete a client. */
  'clients:delete': ['direction'],
  /** Dashboard, stock overview and alerts (in a reachable shop, or all shops for direction). */
  'dashboard:view': ['direction', 'gerant'],
  /**
   * Open /admin/journal, the whole journal of changes. (A gerant still reads their shop's rows in
   * a record's 'Historique': the API scopes them.)
   */
  'journal:view': ['direction'],
  /** Open /admin/import: the catalogue and the clients imported from CSV files. */
  'import:csv': ['direction'],
  /**
   * Set the discount caps, give the offline discount codes and decide the approvals a gérant asks
   * for; a sale by a user with it has no discount cap.
   */
  'discounts:manage': ['direction'],
  /** Set what a cancelled layaway's deposit becomes, its grace and term; expire the overdue now. */
  'layaways:manage': ['direction'],
  /** Open /admin/parametres. */
  'settings:view': ['direction', 'gerant'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, action: Action): boolean {
  if (!role) return false;
  const allowed: readonly Role[] = PERMISSIONS[action];
  return allowed.includes(role);
}

/** Direction reaches every shop; a gerant only the shop they are assigned to. */
export function canReachShop(user: { role: Role; magasin: number | null }, shopId: number): boolean {
  if (can(user.role, 'shops:select-any')) return true;
  return user.magasin !== null && user.magasin === shopId;
}

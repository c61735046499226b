/**
 * One query-key factory per resource, so a mutation can invalidate exactly what it touched:
 * `shopKeys.all` → every shop query, `shopKeys.lists()` → every list, `shopKeys.detail(3)` → one.
 */
export function createQueryKeys<const Resource extends string>(resource: Resource) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (params?: Record<string, unknown>) => [resource, 'list', params ?? {}] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: number | string) => [resource, 'detail', id] as const,
  };
}

/**
 * Every query key of the app, by resource: a feature reads its own here and invalidates another's
 * here, never by writing its array. A key's first word is its resource, so `queryKeys.stock.all`
 * refreshes every stock query (the lines, the pickers, the alerts, the top bar's count). The words
 * in the keys are English, like the code (docs/conventions.md, Names).
 */
export const queryKeys = {
  articles: {
    ...createQueryKeys('articles'),
    barcodeChoices: (q: string) => ['articles', 'barcode', 'choices', q] as const,
    /** The /catalogue overview: under 'articles', so any article change refreshes its counts. */
    catalogueSummary: () => ['articles', 'catalogue', 'summary'] as const,
    catalogueSearch: (q: string, page: number) => ['articles', 'catalogue', 'search', { q, page }] as const,
  },
  clientAccount: {
    all: ['client-accounts'] as const,
    account: (id: number, page: number) => ['client-accounts', id, page] as const,
    reminders: (filters: object) => ['client-accounts', 'reminders', filters] as const,
  },
  clients: {
    ...createQueryKeys('clients'),
    summary: (id: number) => ['clients', 'detail', id, 'summary'] as const,
    sales: (id: number, page: number) => ['clients', 'detail', id, 'sales', page] as const,
    nationalities: () => ['clients', 'nationalities'] as const,
    credit: (clientId: number) => ['clients', 'credit', clientId] as const,
  },
  counts: {
    ...createQueryKeys('counts'),
    articles: (id: number, params?: object) =>
      params ? (['counts', 'articles', id, params] as const) : (['counts', 'articles', id] as const),
    articleSearch: (q: string) => ['counts', 'article-search', q] as const,
    losses: (params?: object) =>
      params ? (['counts', 'losses', params] as const) : (['counts', 'losses'] as const),
  },
  creditNotes: createQueryKeys('credit-notes'),
  dashboard: {
    all: ['dashboard'] as const,
    systemStats: (magasin: number | null) => ['dashboard', 'system-stats', magasin] as const,
    clientStats: (magasin: number | null) => ['dashboard', 'client-stats', magasin] as const,
    recentSales: (magasin: number | null) => ['dashboard', 'recent-sales', magasin] as const,
    stockAlerts: (magasin: number | null) => ['dashboard', 'alerts', magasin] as const,
    /** How many articles to reorder now: asked apart from the figures, which never wait for it. */
    reorderCount: (magasin: number | null) => ['dashboard', 'reorder-count', magasin] as const,
  },
  discounts: {
    all: ['discounts'] as const,
    /** The signed-in user's own cap (the sale form, Paramètres › Remises). */
    myCap: () => ['discounts', 'my-cap'] as const,
    settings: () => ['discounts', 'settings'] as const,
    approvals: (params: object) => ['discounts', 'approvals', params] as const,
    approval: (id: number) => ['discounts', 'approval', id] as const,
    /** The users Paramètres › Remises may give a cap to. */
    users: () => ['discounts', 'users'] as const,
  },
  entries: {
    ...createQueryKeys('entries'),
    products: (type: string, q: string) => ['entries', 'products', { type, q }] as const,
  },
  journal: {
    ...createQueryKeys('journal'),
    /** The users the journal's 'Utilisateur' filter offers. */
    users: () => ['journal', 'users'] as const,
  },
  layaways: {
    ...createQueryKeys('layaways'),
    /** What a cancelled deposit becomes (direction's setting), shown before cancelling. */
    settings: () => ['layaways', 'settings'] as const,
  },
  margins: {
    all: ['margins'] as const,
    query: (params: object) => ['margins', params] as const,
  },
  purchaseOrders: {
    ...createQueryKeys('purchase-orders'),
    articles: (q: string) => ['purchase-orders', 'articles', q] as const,
  },
  reorder: {
    all: ['reorder'] as const,
    list: (params: object) => ['reorder', params] as const,
  },
  sales: {
    ...createQueryKeys('sales'),
    movements: (magasin: number | null) => ['sales', 'movements', magasin] as const,
    storeProducts: (shopId: number) => ['sales', 'shop-products', shopId] as const,
    clientChoices: (search: string) => ['sales', 'client-choices', search] as const,
  },
  priceLists: {
    ...createQueryKeys('price-lists'),
    /** The client form's 'Tarif' select: every list, by name. */
    choices: () => ['price-lists', 'choices'] as const,
    /** The lists a sale in that shop may use: an edited list prices the next sale. */
    applicable: (shopId: number) => ['price-lists', 'applicable', shopId] as const,
    /** The list form's article picker, by what is typed. */
    articles: (q: string) => ['price-lists', 'articles', q] as const,
  },
  salesStats: {
    all: ['sales-statistics'] as const,
    period: (query: object) => ['sales-statistics', query] as const,
  },
  reconciliation: {
    ...createQueryKeys('reconciliation'),
    page: (params: object) => ['reconciliation', 'page', params] as const,
  },
  shops: createQueryKeys('shops'),
  stock: {
    ...createQueryKeys('stock'),
    lines: (shopId: number, params: object) => ['stock', 'shop', shopId, params] as const,
    components: (shopId: number, page: number) => ['stock', 'components', shopId, page] as const,
    alerts: (params: object) => ['stock', 'alerts', params] as const,
    toSettle: (shopId: number, page: number) => ['stock', 'to-settle', shopId, page] as const,
    products: (type: string, magasin: number, q: string) =>
      ['stock', 'products', { type, magasin, q }] as const,
  },
  suppliers: {
    ...createQueryKeys('suppliers'),
    /** The delivery form's supplier picker, by what is typed. */
    choices: (q: string) => ['suppliers', 'choices', q] as const,
    /** Every live supplier, by name: an order's supplier, a list's filter. */
    every: () => ['suppliers', 'every'] as const,
  },
  till: {
    ...createQueryKeys('till'),
    current: (shopId: number) => ['till', 'current', shopId] as const,
    report: (sessionId: number) => ['till', 'x-report', sessionId] as const,
    /** Deposits and the Journée are under 'till': a cash-out refreshes them. */
    deposits: (params: object) => ['till', 'deposits', params] as const,
    day: (date: string) => ['till', 'day', date] as const,
  },
  transfers: {
    ...createQueryKeys('transfers'),
    shops: () => ['transfers', 'shops'] as const,
    articles: (q: string) => ['transfers', 'articles', q] as const,
  },
  users: {
    ...createQueryKeys('users'),
    countries: () => ['users', 'countries'] as const,
  },
  valuation: {
    all: ['valuation'] as const,
    query: (params: object) => ['valuation', params] as const,
  },
};

/** What a recorded sale moves (its list, the stock, the articles, the dashboard, the clients). */
export const MOVED_BY_A_SALE = [
  queryKeys.sales.all,
  queryKeys.stock.all,
  queryKeys.articles.all,
  queryKeys.dashboard.all,
  queryKeys.clients.all,
] as const;

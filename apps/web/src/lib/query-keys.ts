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
 * inside the keys are the ones the device's offline upkeep invalidates too: keep them.
 */
export const queryKeys = {
  articles: {
    ...createQueryKeys('articles'),
    barcodeChoices: (q: string) => ['articles', 'code-barre', 'choix', q] as const,
    /** The /catalogue overview: under 'articles', so any article change refreshes its counts. */
    catalogueSummary: () => ['articles', 'catalogue', 'resume'] as const,
    catalogueSearch: (q: string, page: number) =>
      ['articles', 'catalogue', 'recherche', { q, page }] as const,
  },
  clientAccount: {
    all: ['compte-client'] as const,
    account: (id: number, page: number) => ['compte-client', id, page] as const,
    reminders: (filters: object) => ['compte-client', 'relances', filters] as const,
  },
  clients: {
    ...createQueryKeys('clients'),
    summary: (id: number) => ['clients', 'detail', id, 'resume'] as const,
    sales: (id: number, page: number) => ['clients', 'detail', id, 'ventes', page] as const,
    nationalities: () => ['clients', 'nationalites'] as const,
    credit: (clientId: number) => ['clients', 'avoir', clientId] as const,
    creditLimit: (clientId: number) => ['clients', 'avoir', clientId, 'plafond'] as const,
  },
  counts: {
    ...createQueryKeys('inventaires'),
    articles: (id: number, params?: object) =>
      params
        ? (['inventaires', 'articles', id, params] as const)
        : (['inventaires', 'articles', id] as const),
    articleSearch: (q: string) => ['inventaires', 'articles-recherche', q] as const,
    losses: (params?: object) =>
      params ? (['inventaires', 'pertes', params] as const) : (['inventaires', 'pertes'] as const),
  },
  creditNotes: createQueryKeys('avoirs'),
  dashboard: {
    all: ['dashboard'] as const,
    systemStats: (magasin: number | null) => ['dashboard', 'stats-systeme', magasin] as const,
    clientStats: (magasin: number | null) => ['dashboard', 'stats-clients', magasin] as const,
    recentSales: (magasin: number | null) => ['dashboard', 'ventes-recentes', magasin] as const,
    stockAlerts: (magasin: number | null) => ['dashboard', 'alertes', magasin] as const,
  },
  entries: {
    ...createQueryKeys('entrees'),
    products: (type: string, q: string) => ['entrees', 'produits', { type, q }] as const,
  },
  journal: {
    ...createQueryKeys('journal'),
    /** The users the journal's 'Utilisateur' filter offers. */
    users: () => ['journal', 'utilisateurs'] as const,
  },
  margins: {
    all: ['statistiques-marges'] as const,
    query: (params: object) => ['statistiques-marges', params] as const,
  },
  sales: {
    ...createQueryKeys('ventes'),
    movements: (magasin: number | null) => ['ventes', 'mouvements', magasin] as const,
    storeProducts: (shopId: number) => ['ventes', 'produits-magasin', shopId] as const,
    clientChoices: (search: string) => ['ventes', 'clients', search] as const,
  },
  salesStats: {
    all: ['statistiques-ventes'] as const,
    period: (query: object) => ['statistiques-ventes', query] as const,
  },
  shops: createQueryKeys('shops'),
  stock: {
    ...createQueryKeys('stock'),
    lines: (shopId: number, params: object) => ['stock', 'magasin', shopId, params] as const,
    components: (shopId: number, page: number) => ['stock', 'composants', shopId, page] as const,
    alerts: (params: object) => ['stock', 'alertes', params] as const,
    toSettle: (shopId: number, page: number) => ['stock', 'a-regulariser', shopId, page] as const,
    products: (type: string, magasin: number, q: string) =>
      ['stock', 'produits', { type, magasin, q }] as const,
  },
  till: {
    ...createQueryKeys('caisse'),
    current: (shopId: number) => ['caisse', 'courante', shopId] as const,
    report: (sessionId: number) => ['caisse', 'rapport-x', sessionId] as const,
  },
  transfers: {
    ...createQueryKeys('transferts'),
    shops: () => ['transferts', 'magasins'] as const,
    articles: (q: string) => ['transferts', 'articles', q] as const,
  },
  users: {
    ...createQueryKeys('users'),
    countries: () => ['users', 'countries'] as const,
  },
  valuation: {
    all: ['stock-valorisation'] as const,
    query: (params: object) => ['stock-valorisation', params] as const,
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

// Every table of Pelote, gathered for Drizzle (queries with relations, drizzle-kit migrations).
export * from '../modules/articles/articles.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/client-accounts/client-accounts.table.ts';
export * from '../modules/clients/clients.table.ts';
export * from '../modules/entries/entries.table.ts';
export * from '../modules/idempotency/idempotency.table.ts';
export * from '../modules/journal/journal.table.ts';
export * from '../modules/returns/returns.table.ts';
export * from '../modules/sales/payments.table.ts';
export * from '../modules/sales/sales.table.ts';
export * from '../modules/sales/sales-summary.table.ts';
export * from '../modules/shops/shop-photos.table.ts';
export * from '../modules/shops/shops.table.ts';
export * from '../modules/stock/stock.table.ts';
export * from '../modules/till/till.table.ts';
export * from '../modules/transfers/transfers.table.ts';
export * from '../modules/users/users.table.ts';

// The public API of @pelote/shared. Countries live apart: import '@pelote/shared/countries'.
import './zod-locale.ts';

export * from './constants.ts';
export * from './csv.ts';
export * from './dates.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './roles.ts';
export * from './schemas/articles.ts';
export * from './schemas/auth.ts';
export * from './schemas/clients.ts';
export * from './schemas/clients-figures.ts';
export * from './schemas/common.ts';
export * from './schemas/dashboard.ts';
export * from './schemas/entries.ts';
export * from './schemas/journal.ts';
export * from './schemas/payments.ts';
export * from './schemas/sales.ts';
export * from './schemas/sales-api.ts';
export * from './schemas/shops.ts';
export * from './schemas/stock.ts';
export * from './schemas/text.ts';
export * from './schemas/till.ts';
export * from './schemas/user-fields.ts';
export * from './schemas/users.ts';

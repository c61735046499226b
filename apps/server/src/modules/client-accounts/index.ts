export { postToAccount } from './account-ledger.ts';
export { debtors } from './account-reads.ts';
export { clientAccountRoutes } from './client-accounts.routes.ts';
export { takeInstalment } from './instalments.ts';
export { reminderTo } from './reminders.ts';

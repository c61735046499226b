export { journalRoutes } from './journal.routes.ts';
export type { JournalContext, JournalWrite } from './journal.service.ts';
export {
  journalContext,
  journalRowSql,
  journalValues,
  recordJournal,
  SYSTEM_CONTEXT,
  userContext,
  withAuthor,
} from './journal.service.ts';
export { journalChanges } from './journal-changes.ts';
export type { JournalledRow } from './row-change.ts';
export { recordRowChange } from './row-change.ts';

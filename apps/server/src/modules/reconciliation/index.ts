export type { LineMatch, MatchState, StatementLine, StatementMatch, TypedPayment } from './matching.ts';
export { MATCH_STATES, matchStatement } from './matching.ts';
export { reconciliationOfDay } from './reconciliation.repository.ts';
export { reconciliationRoutes } from './reconciliation.routes.ts';

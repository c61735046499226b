export { findCreditNote } from './returns.repository.ts';
export { returnsRoutes } from './returns.routes.ts';
export { createReturn } from './returns.service.ts';

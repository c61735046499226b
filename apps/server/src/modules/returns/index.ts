export { creditNotesOfSale, netSaleTotal, returnedAmount } from './returns.repository.ts';
export { returnsRoutes } from './returns.routes.ts';

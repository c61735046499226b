export { addToClientTurnover, insertClient, toClientDto, updateClient } from './clients.repository.ts';
export { clientBodySchema, clientsRoutes } from './clients.routes.ts';
export { cancelRecordedSale, createTestArticle, recordSale, sessionUser, stockUp } from './test-sales.ts';

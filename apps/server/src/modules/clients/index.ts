export { insertClient, toClientDto, updateClient } from './clients.repository.ts';
export { clientBodySchema, clientsRoutes } from './clients.routes.ts';

export { insertClient, payloadFields, toClientDto, updateClient } from './clients.repository.ts';
export { clientBodySchema, clientsRoutes } from './clients.routes.ts';

export { ensureAdminAccount } from './bootstrap-admin.ts';
export { personColumns, personOf } from './person.ts';
export { revokeUserSessions } from './user-sessions.ts';
export type { UserRow } from './users.repository.ts';
export {
  findActiveUsersByEmail,
  findUserById,
  findUserByUsername,
  toUserDto,
  updateUser,
} from './users.repository.ts';
export { usersRoutes } from './users.routes.ts';
export { userLabel } from './users.service.ts';

// The users module's public entry: what the rest of the API uses of it.
export { eraseAccount } from './accountErasure.ts';
export { getSeller } from './seller.service.ts';
export { lockTarget } from './userAdmin.service.ts';
export { blockedNowSql } from './userList.service.ts';
export { usersRoutes } from './users.routes.ts';

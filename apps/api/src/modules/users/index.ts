// The users module's public entry: what the rest of the API uses of it.

export { normalizeEmail, parseIdentifier } from '../user-records/identity.ts';
export { verifyPassword } from '../user-records/passwords.ts';
export { containsPattern, personMatches, personRefs } from '../user-records/personRefs.ts';
export { findUserByIdentifier } from '../user-records/users.service.ts';
export { eraseAccount } from './accountErasure.ts';
export { lockTarget } from './userAdmin.service.ts';
export { blockedNowSql } from './userList.service.ts';
export { usersRoutes } from './users.routes.ts';

// The users module's public entry: what the rest of the API uses of it.
export { eraseAccount } from './accountErasure.ts';
export { normalizeEmail, parseIdentifier } from './identity.ts';
export { verifyPassword } from './passwords.ts';
export { containsPattern, personMatches, personRefs } from './personRefs.ts';
export { lockTarget } from './userAdmin.service.ts';
export { blockedNowSql } from './userList.service.ts';
export { usersRoutes } from './users.routes.ts';
export { findUserByIdentifier } from './users.service.ts';

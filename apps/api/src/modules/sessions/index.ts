// The sessions module's public entry: what the rest of the API uses of it.
export { deleteExpiredSessions, revokeUserSessions } from './sessions.service.ts';
export { hashToken, newToken } from './tokens.ts';

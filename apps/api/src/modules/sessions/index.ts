// The sessions module's public entry: what the rest of the API uses of it.
export {
  createSession,
  deleteExpiredSessions,
  findSession,
  REMEMBERED_SESSION_MS,
  revokeSession,
  revokeUserSessions,
} from './sessions.service.ts';
export { hashToken, newToken } from './tokens.ts';

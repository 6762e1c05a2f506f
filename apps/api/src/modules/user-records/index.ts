// An account's row and its identifiers, passwords and DTO: what signing in (auth, http/session.ts), the
// administration (users) and the modules that name people share. It depends on no module that has routes.
export { blockedMessage } from './blockedMessage.ts';
export { isCommonPassword, passwordProblem } from './commonPasswords.ts';
export { normalizeEmail, normalizePhone, parseIdentifier } from './identity.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { containsPattern, personMatches, personRefs } from './personRefs.ts';
export { loadUserDto, toUserDto } from './users.mapper.ts';
export { confirmPhoneFor, findUserById, findUserByIdentifier, identifierTaken, isBlockedNow } from './users.service.ts';

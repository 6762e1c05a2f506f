import { errorMessages, type SocialNetwork, type User } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type SocialProfile,
  SocialProviderError,
  SocialTokenError,
  socialVerifier,
} from '../../adapters/social/index.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { authMessages } from '../../http/messages.ts';
import { enforceRateLimit, registerRateLimits } from '../rate-limits/index.ts';
import { revokeUserSessions } from '../sessions/index.ts';
import { completeSignIn } from './signIn.ts';

/**
 * Social sign-ins per IP address: every attempt costs two calls to the provider, and a flood of made-up
 * tokens is somebody probing. 30 in 15 minutes is far above what a household behind one address needs.
 */
export const SOCIAL_SIGN_IN_LIMIT = registerRateLimits('social', {
  signInPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
}).signInPerIp;

const texts = {
  google: {
    notConfigured: authMessages.googleNotConfigured,
    tokenInvalid: authMessages.googleTokenInvalid,
    unavailable: authMessages.googleUnavailable,
    linkedToOther: authMessages.googleLinkedToOther,
  },
  facebook: {
    notConfigured: authMessages.facebookNotConfigured,
    tokenInvalid: authMessages.facebookTokenInvalid,
    unavailable: authMessages.facebookUnavailable,
    linkedToOther: authMessages.facebookLinkedToOther,
  },
} as const;

/**
 * Google or Facebook sign-in: the access token is the only thing taken from the browser. The provider verifies
 * it and says who the person is; the account is found or made (see findOrCreateSocialUser) and signed in
 * through completeSignIn, which refuses a blocked account.
 */
export async function socialSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  network: SocialNetwork,
  accessToken: string,
  remember: boolean,
): Promise<User> {
  const text = texts[network];
  const verifier = socialVerifier(request.server.config, network);
  if (!verifier) throw AppError.badRequest(text.notConfigured);

  await enforceRateLimit(
    request.server.db,
    `social:ip:${request.ip}`,
    SOCIAL_SIGN_IN_LIMIT,
    errorMessages.tooManyRequests,
  );

  let profile: SocialProfile;
  try {
    profile = await verifier.verify(accessToken);
  } catch (error) {
    if (error instanceof SocialTokenError) {
      request.log.info({ network, reason: error.message }, 'Social sign-in token refused');
      throw AppError.unauthorized(text.tokenInvalid);
    }
    if (error instanceof SocialProviderError) {
      request.log.warn({ network, reason: error.message }, 'Social sign-in provider unavailable');
      throw new AppError(503, text.unavailable);
    }
    throw error;
  }
  const user = await findOrCreateSocialUser(request.server.db, profile);
  return completeSignIn(request, reply, user, remember);
}

const columnsOf = {
  google: { id: users.googleId, idKey: 'googleId', pictureKey: 'googlePictureUrl' },
  facebook: { id: users.facebookId, idKey: 'facebookId', pictureKey: 'facebookPictureUrl' },
} as const;

/**
 * The account of a verified provider profile:
 * 1. the account already linked to this provider id (its provider picture is refreshed);
 * 2. else the account with the same VERIFIED e-mail, which gets linked. When that account's e-mail was never
 *    confirmed, whoever registered it never proved they own the address, while the provider just did: the
 *    password set by that registration is removed and its sessions signed out, so nobody who registered an
 *    address in advance keeps a way into the owner's account ("pre-hijacking"). The e-mail becomes confirmed;
 *    the owner can set a new password from the account page;
 * 3. else a new account: e-mail confirmed (when the provider gave one), no password, names from the provider.
 * Names the account has are never overwritten; the provider's picture URL always is.
 */
export async function findOrCreateSocialUser(db: Database, profile: SocialProfile): Promise<UserRow> {
  const { id: idColumn, idKey, pictureKey } = columnsOf[profile.network];

  const [linked] = await db.select().from(users).where(eq(idColumn, profile.providerId));
  if (linked) return refreshLinked(db, linked, profile);

  if (profile.email) {
    const [byEmail] = await db.select().from(users).where(eq(users.email, profile.email));
    if (byEmail) {
      if (byEmail[idKey] && byEmail[idKey] !== profile.providerId) {
        throw AppError.conflict(texts[profile.network].linkedToOther);
      }
      const unconfirmed = !byEmail.emailConfirmed;
      const [updated] = await db
        .update(users)
        .set({
          [idKey]: profile.providerId,
          [pictureKey]: profile.pictureUrl,
          ...names(byEmail, profile),
          pictureSource: sourceAfterLink(byEmail, profile),
          emailConfirmed: true,
          ...(unconfirmed ? { passwordHash: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, byEmail.id))
        .returning();
      if (unconfirmed) await revokeUserSessions(db, byEmail.id);
      return updated as UserRow;
    }
  }

  try {
    const [created] = await db
      .insert(users)
      .values({
        email: profile.email,
        emailConfirmed: profile.email !== null,
        passwordHash: null,
        fullName: profile.fullName,
        firstName: profile.firstName,
        lastName: profile.lastName,
        [idKey]: profile.providerId,
        [pictureKey]: profile.pictureUrl,
        pictureSource: profile.pictureUrl ? profile.network : 'local',
      })
      .returning();
    return created as UserRow;
  } catch (error) {
    // Two first sign-ins of the same person at once: the other request created the account; use it.
    if (!isUniqueViolation(error)) throw error;
    const [winner] = await db.select().from(users).where(eq(idColumn, profile.providerId));
    if (!winner) throw error;
    return winner;
  }
}

async function refreshLinked(db: Database, user: UserRow, profile: SocialProfile): Promise<UserRow> {
  const { pictureKey } = columnsOf[profile.network];
  const [updated] = await db
    .update(users)
    .set({
      [pictureKey]: profile.pictureUrl,
      ...names(user, profile),
      pictureSource: sourceAfterLink(user, profile),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated as UserRow;
}

/** Fills only the names the account does not have yet. */
function names(user: UserRow, profile: SocialProfile) {
  return {
    fullName: user.fullName ?? profile.fullName,
    firstName: user.firstName ?? profile.firstName,
    lastName: user.lastName ?? profile.lastName,
  };
}

/**
 * The picture source once this provider's picture is known: an account showing no picture (no upload, and the
 * chosen source has none) starts showing the provider's; one showing this provider's picture that the provider
 * no longer has falls back to what else it has. Any other choice stays.
 */
function sourceAfterLink(user: UserRow, profile: SocialProfile): UserRow['pictureSource'] {
  const pictures = {
    local: user.localPictureKey,
    google: user.googlePictureUrl,
    facebook: user.facebookPictureUrl,
    [profile.network]: profile.pictureUrl,
  };
  if (pictures[user.pictureSource]) return user.pictureSource;
  if (profile.pictureUrl) return profile.network;
  if (pictures.local) return 'local';
  if (pictures.google) return 'google';
  if (pictures.facebook) return 'facebook';
  return 'local';
}

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error (code 23505) as its cause.
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

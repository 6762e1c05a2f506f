import * as z from 'zod';
import { normalizeEmail } from '../../modules/user-records/index.ts';
import {
  endpoint,
  getJson,
  type SocialProfile,
  SocialProviderError,
  SocialTokenError,
  type SocialVerifier,
  textOrNull,
} from './social.ts';

export interface GoogleOptions {
  /** The OAuth client id the web's sign-in button uses: tokens must be issued to it. */
  clientId: string;
  /** https://www.googleapis.com, or a fake's address in tests. */
  apiBaseUrl: string;
}

// Google answers with strings for numbers and booleans here ("exp": "1700000000", "email_verified": "true").
const tokenInfoSchema = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().min(1),
  exp: z.union([z.string(), z.number()]).optional(),
  expires_in: z.union([z.string(), z.number()]).optional(),
  email: z.string().optional(),
  email_verified: z.union([z.string(), z.boolean()]).optional(),
});

const userInfoSchema = z.object({
  sub: z.string().min(1),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
  email: z.string().optional(),
  email_verified: z.union([z.string(), z.boolean()]).optional(),
});

const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * Google sign-in with the OAuth 2 token model (the web gets an access token from Google's popup). The token is
 * checked with Google itself: tokeninfo says for which client it was issued and whether it is still valid,
 * userinfo gives the profile. A token issued to any other client id is refused, so a token some other site
 * obtained cannot sign anybody in here.
 */
export function createGoogleVerifier(options: GoogleOptions): SocialVerifier {
  return {
    network: 'google',
    async verify(accessToken) {
      const info = await getJson(
        endpoint(options.apiBaseUrl, `/oauth2/v3/tokeninfo?access_token=${encodeURIComponent(accessToken)}`),
      );
      // Unknown, expired or revoked tokens: 400 {"error": "invalid_token", "error_description": "Invalid Value"}.
      if (info.status !== 200) throw new SocialTokenError(`tokeninfo answered ${info.status}`);
      const token = tokenInfoSchema.safeParse(info.json);
      if (!token.success) throw new SocialProviderError('tokeninfo answered an unexpected shape');
      const claims = token.data;
      if (claims.aud !== options.clientId && claims.azp !== options.clientId) {
        throw new SocialTokenError('token issued to another client');
      }
      const expiresAt = Number(claims.exp) * 1000;
      const expiresIn = claims.expires_in === undefined ? 1 : Number(claims.expires_in);
      if (!Number.isFinite(expiresAt) || expiresAt <= Date.now() || !(expiresIn > 0)) {
        throw new SocialTokenError('token expired');
      }

      const user = await getJson(endpoint(options.apiBaseUrl, '/oauth2/v3/userinfo'), {
        authorization: `Bearer ${accessToken}`,
      });
      if (user.status !== 200) throw new SocialTokenError(`userinfo answered ${user.status}`);
      const parsedProfile = userInfoSchema.safeParse(user.json);
      if (!parsedProfile.success) throw new SocialProviderError('userinfo answered an unexpected shape');
      const profile = parsedProfile.data;
      if (profile.sub !== claims.sub) throw new SocialTokenError('userinfo is about another account');

      // Only an address Google has verified may link to an existing account or be stored as confirmed.
      const email = textOrNull(claims.email ?? profile.email);
      const verified = isTrue(claims.email_verified ?? profile.email_verified);
      const result: SocialProfile = {
        network: 'google',
        providerId: claims.sub,
        email: email && verified ? normalizeEmail(email) : null,
        fullName: textOrNull(profile.name),
        firstName: textOrNull(profile.given_name),
        lastName: textOrNull(profile.family_name),
        pictureUrl: textOrNull(profile.picture),
      };
      return result;
    },
  };
}

import { createHmac } from 'node:crypto';
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

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com/v20.0, or a fake's address in tests. */
  graphUrl: string;
}

const debugTokenSchema = z.object({
  data: z.object({
    app_id: z.string().optional(),
    user_id: z.string().optional(),
    is_valid: z.boolean(),
    expires_at: z.number().optional(),
  }),
});

const meSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  picture: z
    .object({ data: z.object({ url: z.string().optional(), is_silhouette: z.boolean().optional() }) })
    .optional(),
});

/**
 * Facebook Login (JavaScript SDK, v20.0). debug_token, asked with the app's own access token, says whether the
 * user's token is valid and for which app it was issued: a token of any other app is refused. /me then gives
 * the profile, with appsecret_proof so the call also works when "Require App Secret" is on.
 */
export function createFacebookVerifier(options: FacebookOptions): SocialVerifier {
  const appAccessToken = `${options.appId}|${options.appSecret}`;
  return {
    network: 'facebook',
    async verify(accessToken) {
      const query = new URLSearchParams({ input_token: accessToken, access_token: appAccessToken });
      const debug = await getJson(endpoint(options.graphUrl, `/debug_token?${query}`));
      // A token Facebook cannot parse is 200 with is_valid:false; a bad app secret is 400 (OAuthException 190).
      if (debug.status !== 200) throw new SocialTokenError(`debug_token answered ${debug.status}`);
      const parsedDebug = debugTokenSchema.safeParse(debug.json);
      if (!parsedDebug.success) throw new SocialProviderError('debug_token answered an unexpected shape');
      const token = parsedDebug.data.data;
      if (!token.is_valid) throw new SocialTokenError('token is not valid');
      if (token.app_id !== options.appId) throw new SocialTokenError('token issued to another app');
      if (token.expires_at && token.expires_at * 1000 <= Date.now()) throw new SocialTokenError('token expired');

      const proof = createHmac('sha256', options.appSecret).update(accessToken).digest('hex');
      const meQuery = new URLSearchParams({
        fields: 'id,name,first_name,last_name,email,picture.type(large)',
        access_token: accessToken,
        appsecret_proof: proof,
      });
      const me = await getJson(endpoint(options.graphUrl, `/me?${meQuery}`));
      if (me.status !== 200) throw new SocialTokenError(`/me answered ${me.status}`);
      const parsedMe = meSchema.safeParse(me.json);
      if (!parsedMe.success) throw new SocialProviderError('/me answered an unexpected shape');
      const profile = parsedMe.data;
      if (token.user_id && token.user_id !== profile.id) throw new SocialTokenError('/me is about another account');

      // Facebook only returns an address its user has confirmed, so a returned e-mail counts as verified.
      const email = textOrNull(profile.email);
      const picture = profile.picture?.data;
      const result: SocialProfile = {
        network: 'facebook',
        providerId: profile.id,
        email: email ? normalizeEmail(email) : null,
        fullName: textOrNull(profile.name),
        firstName: textOrNull(profile.first_name),
        lastName: textOrNull(profile.last_name),
        // The grey silhouette is Facebook's "no picture".
        pictureUrl: picture && !picture.is_silhouette ? textOrNull(picture.url) : null,
      };
      return result;
    },
  };
}

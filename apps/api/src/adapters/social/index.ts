import type { SocialNetwork } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import { createFacebookVerifier } from './facebook.ts';
import { createGoogleVerifier } from './google.ts';
import type { SocialVerifier } from './social.ts';

export {
  type SocialProfile,
  SocialProviderError,
  SocialTokenError,
  type SocialVerifier,
} from './social.ts';

/** The verifier of a provider, or null when it is not configured (its sign-in is then off). */
export function socialVerifier(config: AppConfig, network: SocialNetwork): SocialVerifier | null {
  if (network === 'google') {
    const { clientId, apiBaseUrl } = config.google;
    return clientId ? createGoogleVerifier({ clientId, apiBaseUrl }) : null;
  }
  const { appId, appSecret, graphUrl } = config.facebook;
  return appId && appSecret ? createFacebookVerifier({ appId, appSecret, graphUrl }) : null;
}

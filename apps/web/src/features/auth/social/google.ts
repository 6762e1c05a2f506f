import { loadScript, SocialSignInError } from './loadScript.ts';

const GIS_SRC = 'https://accounts.google.com/gsi/client';

interface TokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}
interface TokenClient {
  requestAccessToken: (overrides?: { prompt?: string }) => void;
}
interface GoogleOAuth2 {
  initTokenClient: (config: {
    client_id: string;
    scope: string;
    callback: (response: TokenResponse) => void;
    error_callback?: (error: { type: string; message?: string }) => void;
  }) => TokenClient;
}
declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}

/**
 * An OAuth access token from Google Identity Services' token client, in a popup. The library is loaded
 * on first use only. A closed popup and a declined consent both end as SocialSignInError('closed').
 */
export async function getGoogleAccessToken(clientId: string): Promise<string> {
  await loadScript(GIS_SRC);
  const oauth2 = window.google?.accounts?.oauth2;
  if (!oauth2) throw new SocialSignInError('unknown', 'Google Identity Services did not initialise');
  return new Promise<string>((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => {
        if (response.access_token) resolve(response.access_token);
        else reject(googleFailure(response.error));
      },
      error_callback: (error) => reject(googlePopupFailure(error.type)),
    });
    client.requestAccessToken();
  });
}

/** OAuth error codes of the token response: a refusal is the person's choice, not an error to show. */
export function googleFailure(error: string | undefined): SocialSignInError {
  return new SocialSignInError(error === 'access_denied' ? 'closed' : 'unknown', error);
}

/** error_callback types: 'popup_closed', 'popup_failed_to_open', 'unknown'. */
export function googlePopupFailure(type: string): SocialSignInError {
  return new SocialSignInError(type === 'popup_closed' ? 'closed' : 'unknown', type);
}

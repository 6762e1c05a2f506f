import { loadScript, SocialSignInError } from './loadScript.ts';

const SDK_SRC = 'https://connect.facebook.net/lt_LT/sdk.js';
/** PRODUCT.md §7: Facebook's SDK version and the permissions asked for. */
export const FACEBOOK_SDK_VERSION = 'v20.0';
export const FACEBOOK_SCOPE = 'public_profile,email';

export interface FacebookLoginResponse {
  status?: 'connected' | 'not_authorized' | 'unknown' | string;
  authResponse?: { accessToken?: string } | null;
}
interface FacebookSdk {
  init: (options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }) => void;
  login: (callback: (response: FacebookLoginResponse) => void, options: { scope: string }) => void;
  logout: (callback?: () => void) => void;
  getLoginStatus: (callback: (response: FacebookLoginResponse) => void) => void;
}
declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

let initialisedFor: string | null = null;

/** A Facebook user access token from the JavaScript SDK's login popup; the SDK loads on first use. */
export async function getFacebookAccessToken(appId: string): Promise<string> {
  await loadScript(SDK_SRC);
  const sdk = window.FB;
  if (!sdk) throw new SocialSignInError('unknown', 'Facebook SDK did not initialise');
  if (initialisedFor !== appId) {
    sdk.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: true, xfbml: false });
    initialisedFor = appId;
  }
  const response = await new Promise<FacebookLoginResponse>((resolve) => sdk.login(resolve, { scope: FACEBOOK_SCOPE }));
  return facebookToken(response);
}

/**
 * The token of a login answer. Not 'connected' means the person closed the popup or declined (silent);
 * connected without a token is PRODUCT.md §8's 'Nepavyko gauti tokeno iš facebook.'.
 */
export function facebookToken(response: FacebookLoginResponse | null | undefined): string {
  if (response?.status !== 'connected') throw new SocialSignInError('closed', response?.status);
  const token = response.authResponse?.accessToken;
  if (!token) throw new SocialSignInError('noToken');
  return token;
}

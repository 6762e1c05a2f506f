// The shared cache of guests' server-rendered pages: the pages module fills it, the ad writes forget from it.
export { type BuiltPage, cachedGuestPage, forgetGuestPage, guestPageKey, isPhoneRequest } from './guestPageCache.ts';

/** Business limits and timings of SPEC.md §9 and PRODUCT.md. */
export const limits = {
  defaultMaxPostPictureCount: 20,
  pageSize: 20,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  recoveryCodesPer24h: 3,
  recoveryWrongEntries: 3,
  recoveryCodeMinutes: 15,
  postExpiryDays: 30,
  /** A sold ad's page says 'Parduota' this long (200, noindex), then answers 410 as a removed ad (issue 28). */
  soldPageDays: 30,
  profilePicturePreviewPx: 128,
} as const;

export const timings = {
  inputDebounceMs: 150,
  pictureSaveCloseMs: 750,
  minFetchDisplayMs: 200,
  snackbarTimeoutMs: 8000,
  snackbarReshowMs: 1,
  clockTickMs: 1000,
  minuteClockMs: 60_000,
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  chunkReloadWindowMs: 60_000,
} as const;

/** The administrator role name; compared case-insensitively (SPEC.md §2 Route guards). */
export const ADMIN_ROLE = 'Administrator';
export const MODERATOR_ROLE = 'Moderator';

export function isAdministrator(role: string | null | undefined): boolean {
  return (role ?? '').toLowerCase() === ADMIN_ROLE.toLowerCase();
}

/** PRODUCT.md 'Ads (posts)': what the ad offers or seeks (labels: postTypeLabels in messages.ts). */
export const postTypes = ['sell', 'buy', 'rentOut', 'rentWanted', 'giveAway', 'exchange', 'offer', 'seek'] as const;
export type PostType = (typeof postTypes)[number];

export const searchFilterTypes = ['all', 'title', 'description'] as const;
export type SearchFilterType = (typeof searchFilterTypes)[number];
export const listTargets = ['public', 'my', 'favorites', 'hidden', 'admin'] as const;
export type ListTarget = (typeof listTargets)[number];

/**
 * A cookie the browser may read (not HttpOnly, value '1', nothing secret) that says "this browser has a
 * session cookie". The API sets it with the session and clears it with it; the web asks for the profile only
 * when it is there, so a guest's first visit makes no call that must answer 401 (DECISIONS #60).
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/**
 * The longest typed text the suggestions look at: a search bar's text, not a document. Here rather than in
 * search.ts so the search bar, on every page, can read it without loading zod and every schema.
 */
export const SUGGEST_QUERY_MAX_LENGTH = 100;

/**
 * Leaving the app for a payment provider's page is a full page load, not a router navigation: the
 * provider's page is another site (or, for the test provider, a page that must start afresh).
 * One object, so component tests can watch the call instead of jsdom failing to navigate.
 */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

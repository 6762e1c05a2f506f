// Public surface of the site feature: other features import from here, never from its files.
export { siteInfoQuery, useSiteInfo } from './api.ts';
export { PlaceholderPage } from './PlaceholderPage.tsx';
export { usePageTitle } from './usePageTitle.ts';

export { aboutPortal } from './information.ts';
export { adTips } from './inspire.ts';
export { portalRules, privacyPolicy } from './rules.ts';
export type { ContentSection, SiteFacts } from './types.ts';

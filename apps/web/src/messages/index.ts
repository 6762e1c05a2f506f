/**
 * The web app's Lithuanian catalogue. Texts the API also uses come from the contract so both
 * sides say exactly the same; everything else the web shows lives in ./lt.ts. Swapping this
 * module is the single place a second language would plug in (PRODUCT.md §1).
 */
export { errorMessages, fieldLabels, validationMessages } from '../lib/contract.ts';
// The account screens' texts; tree-shaken out of every chunk that does not use them.
export { ta } from './account.ts';
// Saved searches' alerts, the unsubscribe page and e-mail settings.
export { tal } from './alerts.ts';
export { t } from './lt.ts';
// Statements of reasons and appeals.
export { tmod } from './moderation.ts';
// The seller's statistics screen and the owner's list's totals.
export { tst } from './statistics.ts';
// The wallet screens' texts (top-up, payments, orders, promotion).
export { tw } from './wallet.ts';

// Public surface of the wallet feature for the layout and the account panel: no texts, so the first page
// load stays small. The ad screens take the 'Reklamuoti' button from ./promote.ts.
export { preloadTopUpDialog, type TopUpDialogApi, TopUpDialogProvider, useTopUpDialog } from './topUpDialog.tsx';

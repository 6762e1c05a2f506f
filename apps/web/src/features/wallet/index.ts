// Public surface of the wallet feature: the layout, the account panel and the ad screens import from here.
export { PromoteButton } from './promote/PromoteButton.tsx';
export { preloadTopUpDialog, type TopUpDialogApi, TopUpDialogProvider, useTopUpDialog } from './topUpDialog.tsx';

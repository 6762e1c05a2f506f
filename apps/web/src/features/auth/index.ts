// Public surface of the auth feature. Zod-free: the layout of every page imports it.

export { AuthProvider } from './AuthProvider.tsx';
export { AccountDialogProvider, preloadAccountPanel, useAccountDialog } from './accountDialog.tsx';
export { profileQuery } from './api.ts';
export { AuthContext, type AuthState, type AuthStatus, useAuth } from './context.ts';
export { authState } from './state.ts';

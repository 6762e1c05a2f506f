// Public surface of the auth feature. Zod-free: the layout of every page imports it.

export { AuthContext, type AuthState, type AuthStatus, useAuth } from '../../lib/authContext.ts';
export { AuthProvider } from './AuthProvider.tsx';
export { AccountDialogProvider, preloadAccountPanel, useAccountDialog } from './accountDialog.tsx';
export { profileQuery } from './api.ts';
export { type NameGate, useNameGate } from './names/useNameGate.tsx';
export { authState } from './state.ts';

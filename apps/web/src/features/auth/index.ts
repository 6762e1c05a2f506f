// Public surface of the auth feature.

export { AuthProvider } from './AuthProvider.tsx';
export { profileQuery } from './api.ts';
export { AuthContext, type AuthState, type AuthStatus, useAuth } from './context.ts';
export { authState } from './state.ts';

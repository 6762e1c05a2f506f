import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { type AuthState, useAuth } from '../features/auth/index.ts';
import { loginPath, paths } from '../lib/paths.ts';
import { useNavigationPending } from './navigation.ts';

interface GuardProps {
  allow: (auth: AuthState) => boolean;
  /** Where to send a visitor who may not enter; gets the requested path with its query. */
  redirect: (requested: string) => string;
}

/**
 * A layout route that renders its child screen only when `allow` passes. Until the first profile
 * fetch settles (status null) it shows a spinner: deciding early would bounce a signed-in user
 * to the login page on every reload.
 */
function Guard({ allow, redirect }: GuardProps) {
  const auth = useAuth();
  const location = useLocation();
  const leaving = useNavigationPending();
  if (auth.status === null) return <PageSpinner />;
  if (allow(auth)) return <Outlet />;
  // Already leaving (an account deleted goes home while it signs out): the page the browser is going to decides,
  // rather than this one sending it to sign in first.
  if (leaving) return <PageSpinner />;
  return <Navigate to={redirect(`${location.pathname}${location.search}`)} replace />;
}

const toHome = () => paths.home;

/** /mano/* and /new: signed-in users; others go to /prisijungimas?returnUrl=… (PRODUCT.md §2). */
export function RequireAuth() {
  return <Guard allow={(a) => a.isAuthenticated} redirect={loginPath} />;
}

/**
 * /prisijungimas and /registracija: a signed-in user arriving there goes home. Decided once per
 * arrival, like a navigation guard: signing in on the page itself must not bounce the visitor
 * away before the in-page panel shows 'Sėkmingai prisijungta!' and its Continue button.
 */
export function GuestOnly() {
  const auth = useAuth();
  const location = useLocation();
  const decision = useRef<{ key: string; allow: boolean } | null>(null);
  if (auth.status === null) return <PageSpinner />;
  if (decision.current?.key !== location.key) {
    decision.current = { key: location.key, allow: !auth.isAuthenticated };
  }
  return decision.current.allow ? <Outlet /> : <Navigate to={paths.home} replace />;
}

/** Dashboard pages a Moderator may use too (PRODUCT.md §6: moderators see ads and reports). */
export function RequireRole() {
  return <Guard allow={(a) => a.hasRole} redirect={toHome} />;
}

/** Dashboard pages for administrators only; 'administrator' in any letter case passes. */
export function RequireAdmin() {
  return <Guard allow={(a) => a.isAdmin} redirect={toHome} />;
}

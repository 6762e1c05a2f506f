import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { paths } from '../../lib/paths.ts';

/** Log out, then go to the login page (PRODUCT.md §4: after logout, /prisijungimas). */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(paths.login);
  }, [logout, navigate]);
}

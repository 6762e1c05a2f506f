import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountDialogProvider } from '../../features/auth/index.ts';
import { MessagesLive } from '../../features/messages/index.ts';
import { TopUpDialogProvider } from '../../features/wallet/index.ts';
import { useLazyDialog } from '../../ui/Dialog/lazyDialog.ts';
import { Container } from '../../ui/Layout/Layout.tsx';
import styles from './AppLayout.module.css';
import { Footer } from './Footer.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';
import { TopBar } from './TopBar.tsx';

// The drawer (Base UI's dialog and the category lists) is fetched on first use, not with the home page.
const loadDrawer = () => import('./AppDrawer.tsx');
const AppDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.AppDrawer })));

/**
 * The frame around every screen: toolbar, drawer, footer (PRODUCT.md §2 'Shared layout'). The top-up dialog
 * sits outside the account dialog, so the account panel's 'Papildyti sąskaitą' can open it.
 */
export function AppLayout() {
  const drawer = useLazyDialog();
  const location = useLocation();
  // Any navigation (a drawer link, the back button) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => drawer.closeDialog(), [location.key]);

  return (
    <TopUpDialogProvider>
      <AccountDialogProvider>
        <div className={styles.frame}>
          <NavigationProgress />
          <MessagesLive />
          <TopBar onOpenDrawer={drawer.openDialog} onPreloadDrawer={loadDrawer} />
          <Suspense fallback={null}>
            {drawer.openings > 0 && <AppDrawer open={drawer.open} onClose={drawer.closeDialog} />}
          </Suspense>
          <Container as="main" maxWidth="lg" className={styles.main}>
            <ScreenBoundary>
              <Outlet />
            </ScreenBoundary>
          </Container>
          <Footer />
          <ScrollRestoration />
        </div>
      </AccountDialogProvider>
    </TopUpDialogProvider>
  );
}

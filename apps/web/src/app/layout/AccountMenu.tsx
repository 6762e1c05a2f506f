import { lazy, Suspense, startTransition, useRef, useState } from 'react';
import { preloadAccountPanel, useAuth } from '../../features/auth/index.ts';
import { t } from '../../messages/lt.ts';
import { preloadOnIntent } from '../../ui/Dialog/lazyDialog.ts';
import { iconAccountCircle } from '../../ui/icons/iconAccountCircle.ts';
import { Icon } from '../../ui/icons.tsx';
import { ToolbarButton } from './ToolbarButton.tsx';
import styles from './TopBar.module.css';

// The menu (Base UI's, with its positioning) is fetched on first use: every page renders this button, few open it.
const loadList = () => import('./AccountMenuList.tsx');
const AccountMenuList = lazy(() => loadList().then((module) => ({ default: module.AccountMenuList })));

/**
 * The toolbar's account button; signed in it shows the user's picture when there is one. Until its first click
 * it is a plain button; then the menu's own trigger takes its place, and the menu mounts open.
 */
export function AccountMenu() {
  const { user } = useAuth();
  const [clicked, setClicked] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const preload = () => {
    void loadList();
    // Signed out, the menu leads to the account panel: start fetching it too.
    if (!user) preloadAccountPanel();
  };
  const content = user?.pictureUrl ? (
    <img src={user.pictureUrl} alt="" className={styles.avatar} />
  ) : (
    <Icon icon={iconAccountCircle} />
  );
  const plainButton = (
    <ToolbarButton
      label={t.nav.account}
      aria-haspopup="menu"
      {...preloadOnIntent(preload)}
      // In a transition: the plain button stays while the menu's code arrives (see useLazyDialog).
      onClick={() => startTransition(() => setClicked(true))}
    >
      {content}
    </ToolbarButton>
  );
  return (
    <Suspense fallback={plainButton}>
      {clicked ? (
        <AccountMenuList
          trigger={
            <ToolbarButton ref={triggerRef} label={t.nav.account} {...preloadOnIntent(preload)}>
              {content}
            </ToolbarButton>
          }
          triggerRef={triggerRef}
        />
      ) : (
        plainButton
      )}
    </Suspense>
  );
}

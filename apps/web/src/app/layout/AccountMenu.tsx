import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import { lazy, Suspense, useId, useState } from 'react';
import { PlainIconButton } from '../../components/PlainIconButton.tsx';
import { preloadAccountPanel, useAuth } from '../../features/auth/index.ts';
import { t } from '../../messages/index.ts';

// MUI's Menu brings Popover and Modal; nobody needs them before the first click.
const loadList = () => import('./AccountMenuList.tsx');
const AccountMenuList = lazy(() => loadList().then((module) => ({ default: module.AccountMenuList })));

/** The toolbar's account button; signed in it shows the user's picture when there is one. */
export function AccountMenu() {
  const { user } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();

  return (
    <>
      <PlainIconButton
        tone="inherit"
        label={t.nav.account}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => {
          void loadList();
          // Signed out, the menu leads to the account panel: start fetching it too.
          if (!user) preloadAccountPanel();
        }}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {user?.pictureUrl ? (
          <Avatar src={user.pictureUrl} alt="" sx={{ width: 28, height: 28 }} />
        ) : (
          <AccountCircleIcon />
        )}
      </PlainIconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

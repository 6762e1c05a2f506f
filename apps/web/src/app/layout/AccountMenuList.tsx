import type { ReactElement, RefObject } from 'react';
import { useAccountDialog, useAuth } from '../../features/auth/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { Menu, type MenuEntry } from '../../ui/Menu/Menu.tsx';
import { useLogout } from './useLogout.ts';

const signedInLinks: MenuEntry[] = [
  { kind: 'link', to: paths.bookmarked, label: t.nav.bookmarked },
  { kind: 'link', to: paths.hidden, label: t.nav.hidden },
  { kind: 'link', to: paths.messages, label: t.nav.messages },
  { kind: 'link', to: paths.myAds, label: t.nav.myAds },
  { kind: 'link', to: paths.topUps, label: t.nav.myTopUps },
  { kind: 'link', to: paths.orders, label: t.nav.myOrders },
  { kind: 'link', to: paths.savedSearches, label: t.nav.savedSearches },
  { kind: 'link', to: paths.notifications, label: t.nav.notifications },
  { kind: 'link', to: paths.account, label: t.nav.myAccount },
];

interface AccountMenuListProps {
  trigger: ReactElement;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The account menu under its toolbar button (PRODUCT.md §2 'Account menu'); loaded on the button's first click,
 * which it answers by opening once it is drawn.
 */
export function AccountMenuList({ trigger, triggerRef }: AccountMenuListProps) {
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const accountDialog = useAccountDialog();
  const items: MenuEntry[] = isAuthenticated
    ? [...signedInLinks, { kind: 'separator' }, { label: t.nav.logout, onSelect: () => void logout() }]
    : // Signed out, the items open the account panel as a dialog (PRODUCT.md §2) on the matching step.
      [
        { label: t.nav.login, onSelect: () => accountDialog.open('login') },
        { label: t.nav.register, onSelect: () => accountDialog.open('register') },
      ];
  // It mounts open, on the click that loaded it, as the search bar's filter menu does. Opening it with a synthetic
  // click on the trigger instead let Base UI treat a quick following click on an item as the end of that press,
  // and the item did nothing.
  return (
    <Menu
      trigger={trigger}
      items={items}
      defaultOpen
      onOpenChange={(open) => {
        // The focus came from the plain button, gone since: closing gives it to the trigger in its place.
        if (!open) requestAnimationFrame(() => triggerRef.current?.focus());
      }}
    />
  );
}

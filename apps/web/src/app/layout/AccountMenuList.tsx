import { type ReactElement, type RefObject, useEffect, useRef } from 'react';
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
  /** The plain button it replaces had the focus: the trigger takes it. */
  focusTrigger: boolean;
}

/**
 * The account menu under its toolbar button (PRODUCT.md §2 'Account menu'); loaded on the button's first click,
 * which it answers by opening once it is drawn.
 */
export function AccountMenuList({ trigger, triggerRef, focusTrigger }: AccountMenuListProps) {
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const accountDialog = useAccountDialog();
  // Once, for the click that loaded the menu (StrictMode runs an effect twice in development).
  const answered = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the click that loaded the menu.
  useEffect(() => {
    if (answered.current) return;
    answered.current = true;
    if (focusTrigger) triggerRef.current?.focus();
    triggerRef.current?.click();
  }, []);
  const items: MenuEntry[] = isAuthenticated
    ? [...signedInLinks, { kind: 'separator' }, { label: t.nav.logout, onSelect: () => void logout() }]
    : // Signed out, the items open the account panel as a dialog (PRODUCT.md §2) on the matching step.
      [
        { label: t.nav.login, onSelect: () => accountDialog.open('login') },
        { label: t.nav.register, onSelect: () => accountDialog.open('register') },
      ];
  return <Menu trigger={trigger} items={items} />;
}

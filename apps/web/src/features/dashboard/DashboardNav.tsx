import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { clientRoutes, dashboardRouteIds } from '../../lib/contract.ts';
import { t } from '../../messages/lt.ts';
import { useAuth } from '../auth/index.ts';
import styles from './DashboardNav.module.css';

/**
 * The dashboard's pages: every dashboard route of the contract's table, in its order; the administrators' own
 * (payments, orders, the audit log) only for them (DECISIONS #8, #47, #53). Links between pages, not tabs: each
 * opens an address of its own, and the current one says so with aria-current. On a phone the row scrolls
 * sideways, brought to the current page's link.
 */
export function DashboardNav() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const links = dashboardRouteIds
    .filter((id) => isAdmin || clientRoutes[id].access !== 'admin')
    .map((id) => ({ to: clientRoutes[id].path, label: t.pages[id] }));

  // Each dashboard page renders its own nav, so this runs once per page.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const overflowRight = current.offsetLeft + current.offsetWidth - (list.scrollLeft + list.clientWidth);
    if (overflowRight > 0) list.scrollLeft += overflowRight;
    else if (current.offsetLeft < list.scrollLeft) list.scrollLeft = current.offsetLeft;
  }, []);

  return (
    <nav aria-label={t.pages.dashboard} className={styles.nav}>
      <ul ref={listRef} className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link} aria-current={link.to === pathname ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

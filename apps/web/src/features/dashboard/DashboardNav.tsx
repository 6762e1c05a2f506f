import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { clientRoutes, dashboardRouteIds } from '../../lib/contract.ts';
import { t } from '../../messages/index.ts';
import { useAuth } from '../auth/index.ts';

/**
 * The dashboard's tabs: every dashboard route of the contract's table, in its order; the administrators' own
 * (payments, orders, the audit log) only for them (DECISIONS #8, #47, #53).
 */
export function DashboardNav() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  const links = dashboardRouteIds
    .filter((id) => isAdmin || clientRoutes[id].access !== 'admin')
    .map((id) => ({ to: clientRoutes[id].path, label: t.pages[id] }));
  const current = links.some((link) => link.to === pathname) ? pathname : false;
  return (
    <Tabs
      component="nav"
      aria-label={t.pages.dashboard}
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {links.map((link) => (
        <Tab key={link.to} value={link.to} label={link.label} component={Link} to={link.to} />
      ))}
    </Tabs>
  );
}

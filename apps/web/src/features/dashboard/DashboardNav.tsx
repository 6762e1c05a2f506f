import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import { useAuth } from '../auth/index.ts';

/** The dashboard's own navigation (the search vocabulary for moderators too); payments, orders and the audit log only for administrators (DECISIONS #8, #47, #53). */
export function DashboardNav() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  const links = [
    { to: paths.dashboard, label: t.pages.dashboard },
    { to: paths.dashboardPosts, label: t.pages.dashboardPosts },
    { to: paths.dashboardNotices, label: t.pages.dashboardNotices },
    { to: paths.dashboardUsers, label: t.pages.dashboardUsers },
    { to: paths.dashboardVocabulary, label: t.pages.dashboardVocabulary },
    { to: paths.dashboardAppeals, label: t.pages.dashboardAppeals },
    { to: paths.dashboardTransparency, label: t.pages.dashboardTransparency },
    { to: paths.dashboardWords, label: t.pages.dashboardWords },
    ...(isAdmin
      ? [
          { to: paths.dashboardPayments, label: t.pages.dashboardPayments },
          { to: paths.dashboardOrders, label: t.pages.dashboardOrders },
          { to: paths.dashboardAudit, label: t.pages.dashboardAudit },
        ]
      : []),
  ];
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

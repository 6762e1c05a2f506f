import type { DashboardOverview } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/index.ts';
import { BarChart } from '../../../components/chart/BarChart.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { formatEuros } from '../../../lib/money.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import { t } from '../../../messages/lt.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { useAuth } from '../../auth/index.ts';
import { usePageTitle } from '../../site/index.ts';
import { overviewQuery } from '../api.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import styles from './OverviewPage.module.css';
import { SearchMisses } from './SearchMisses.tsx';
import { StatCard } from './StatCard.tsx';

const o = tadm.overview;

/** '12 per 7 d. · 40 per 30 d.' */
function recent(counts: { last7Days: number; last30Days: number }) {
  return `${counts.last7Days} ${o.last7} · ${counts.last30Days} ${o.last30}`;
}

/** /dashboard: what a moderator starts the day with, each figure a way into its list. */
export function OverviewPage() {
  usePageTitle(t.pages.dashboard);
  const overview = useQuery(overviewQuery);
  return (
    <>
      <DashboardNav />
      <PageHeading>{t.pages.dashboard}</PageHeading>
      {overview.isPending ? (
        <div className={styles.loading}>
          <Spinner label={tadm.list.loading} />
        </div>
      ) : overview.error ? (
        <Alert
          severity="error"
          action={
            <Button variant="text" size="small" onClick={() => overview.refetch()}>
              {tadm.list.retry}
            </Button>
          }
        >
          {isApiError(overview.error) ? overview.error.messages.join(' ') : o.failed}
        </Alert>
      ) : (
        <OverviewCards data={overview.data} />
      )}
      <SearchMisses />
    </>
  );
}

function OverviewCards({ data }: { data: DashboardOverview }) {
  const { isAdmin } = useAuth();
  const topUps = isAdmin ? data.topUps : null;
  const sum = (days: NonNullable<DashboardOverview['topUps']>, key: 'count' | 'revenue') =>
    days.reduce((total, day) => total + day[key], 0);
  return (
    <div className={styles.cards}>
      <StatCard
        title={o.openReports}
        value={data.openReports}
        detail={o.reportedPosts(data.reportedPosts)}
        to={`${paths.dashboardPosts}?onlyReported=true`}
        linkLabel={o.reportsLink}
        highlight={data.openReports > 0}
      />
      <StatCard
        title={o.newPosts}
        value={data.postsPosted.last7Days}
        detail={recent(data.postsPosted)}
        to={paths.dashboardPosts}
        linkLabel={o.postsLink}
      />
      <StatCard
        title={o.newUsers}
        value={data.usersRegistered.last7Days}
        detail={
          <>
            {recent(data.usersRegistered)}
            <br />
            {o.blockedUsers(data.blockedUsers)}
          </>
        }
        to={paths.dashboardUsers}
        linkLabel={o.usersLink}
      />
      {isAdmin && data.tasksWaiting !== null && (
        <StatCard
          title={o.tasks}
          value={data.tasksWaiting}
          detail={o.tasksHint}
          to={paths.dashboardOrders}
          linkLabel={o.ordersLink}
          highlight={data.tasksWaiting > 0}
        />
      )}
      {topUps && (
        <div className={styles.wide}>
          <StatCard
            title={`${o.revenue} ${o.last30}`}
            value={formatEuros(sum(topUps, 'revenue'))}
            detail={`${o.topUps}: ${sum(topUps.slice(-7), 'count')} ${o.last7} · ${sum(topUps, 'count')} ${o.last30}`}
            to={paths.dashboardPayments}
            linkLabel={o.paymentsLink}
          >
            <div className={styles.chart}>
              <BarChart
                title={o.chartTitle}
                bars={topUps.map((day) => ({ label: day.date, value: day.revenue }))}
                formatValue={formatEuros}
              />
            </div>
          </StatCard>
        </div>
      )}
    </div>
  );
}

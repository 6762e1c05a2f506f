import type { PostStatistics, StatisticsCounter } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { BarChart } from '../../../components/chart/BarChart.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/lt.ts';
import { tst } from '../../../messages/statistics.ts';
import { Card } from '../../../ui/Card/Card.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { usePageTitle } from '../../site/index.ts';
import { parsePostId } from '../postApi.ts';
import styles from './AdStatisticsPage.module.css';
import { postStatisticsQuery } from './api.ts';
import { BackLink, Fallback } from './PageParts.tsx';

/** The charts shown, in order: conversations started are counted by the messages module (PRODUCT.md §10). */
const SHOWN: readonly StatisticsCounter[] = ['views', 'phoneReveals', 'bookmarks', 'conversations'];

const formatCount = (value: number) => String(value);

/** /mano/skelbimai/{id}/statistika: one ad's views, phone reveals, bookmarks and conversations per day for 30 days. */
export default function AdStatisticsPage() {
  usePageTitle(t.pages.adStatistics);
  const id = parsePostId(useParams().id);
  const query = useQuery({ ...postStatisticsQuery(id ?? 0), enabled: id !== null });
  const status = isApiError(query.error) ? query.error.status : null;
  const notFound = id === null || status === 404 || status === 403;
  return (
    <>
      <BackLink to={paths.myAds}>{tst.back}</BackLink>
      <PageHeading>{t.pages.adStatistics}</PageHeading>
      {query.data ? <StatisticsCharts data={query.data} /> : <Fallback error={query.error} notFound={notFound} />}
    </>
  );
}

function StatisticsCharts({ data }: { data: PostStatistics }) {
  const from = formatDate(data.days[0]?.day ?? '');
  const to = formatDate(data.days.at(-1)?.day ?? '');
  return (
    <>
      <Text className={styles.lead}>{tst.lead(data.title, from, to)}</Text>
      <div className={styles.charts}>
        {SHOWN.map((counter) => (
          <Card key={counter} data-testid={`statistics-${counter}`}>
            <Heading level={2} size="subtitle1">
              {tst.series[counter]}
            </Heading>
            <Text variant="body2" tone="secondary" className={styles.total}>
              {tst.total(data.totals[counter])}
            </Text>
            <BarChart
              bars={data.days.map((day) => ({ label: day.day, value: day[counter] }))}
              title={tst.perDay(tst.series[counter])}
              formatValue={formatCount}
              valueSteps={1}
            />
          </Card>
        ))}
      </div>
    </>
  );
}

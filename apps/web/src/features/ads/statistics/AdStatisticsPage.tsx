import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PostStatistics, StatisticsCounter } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { BarChart } from '../../../components/chart/BarChart.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { t, tst } from '../../../messages/index.ts';
import { usePageTitle } from '../../site/index.ts';
import { parsePostId } from '../postApi.ts';
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
      <Typography sx={{ mb: 2 }}>{tst.lead(data.title, from, to)}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {SHOWN.map((counter) => (
          <Card key={counter} variant="outlined" data-testid={`statistics-${counter}`}>
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                {tst.series[counter]}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                {tst.total(data.totals[counter])}
              </Typography>
              <BarChart
                bars={data.days.map((day) => ({ label: day.day, value: day[counter] }))}
                title={tst.perDay(tst.series[counter])}
                formatValue={formatCount}
                valueSteps={1}
              />
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
}

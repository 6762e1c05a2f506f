import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdvertService, AdvertServicePack } from '@skelbimai/contract';
import { ServiceIcon } from '../../components/icons/serviceIcons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatEuros } from '../../lib/money.ts';
import { t } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { useAdvertServicePacks, useAdvertServices } from './api.ts';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  mb: 4,
} as const;

/** /pricing: every paid service and pack with its icon and price, straight from the server. */
export default function PricingPage() {
  usePageTitle(t.pages.pricing);
  const services = useAdvertServices();
  const packs = useAdvertServicePacks();
  return (
    <>
      <PageHeading>{t.pages.pricing}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: 780 }}>{t.pricing.freeNote}</Typography>

      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t.pricing.servicesTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2, maxWidth: 780 }}>
        {t.pricing.servicesIntro}
      </Typography>
      <Section state={services} render={(list) => list.map((s) => <ServiceCard key={s.id} service={s} />)} />

      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t.pricing.packsTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2, maxWidth: 780 }}>
        {t.pricing.packsIntro}
      </Typography>
      <Section state={packs} render={(list) => list.map((p) => <PackCard key={p.id} pack={p} />)} />
    </>
  );
}

interface SectionProps<T> {
  state: { data?: T[]; isPending: boolean; isError: boolean };
  render: (items: T[]) => React.ReactNode;
}

function Section<T>({ state, render }: SectionProps<T>) {
  if (state.isError)
    return (
      <Alert severity="warning" sx={{ mb: 4 }}>
        {t.pricing.loadError}
      </Alert>
    );
  return (
    <Box sx={grid}>
      {state.isPending || !state.data
        ? [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={140} />)
        : render(state.data)}
    </Box>
  );
}

function Price({ euros }: { euros: number }) {
  return (
    <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
      {formatEuros(euros)}
    </Typography>
  );
}

function ServiceCard({ service }: { service: AdvertService }) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>
            <ServiceIcon name={service.icon} />
          </Avatar>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, lineHeight: 1.3 }}>
            {service.name}
          </Typography>
          <Price euros={service.price} />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {service.description}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 1 }}>
          {service.durationDays ? t.pricing.duration(service.durationDays) : t.pricing.oneOff}
        </Typography>
      </CardContent>
    </Card>
  );
}

function PackCard({ pack }: { pack: AdvertServicePack }) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
            {pack.name}
          </Typography>
          <Price euros={pack.price} />
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t.pricing.includes}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {pack.services.map((s) => (
            <Chip key={s.id} icon={<ServiceIcon name={s.icon} />} label={s.name} variant="outlined" size="small" />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

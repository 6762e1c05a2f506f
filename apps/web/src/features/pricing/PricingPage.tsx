import type { AdvertService, AdvertServicePack } from '@skelbimai/contract';
import type { ReactNode } from 'react';
import { ServiceIcon, serviceIconPath } from '../../components/icons/serviceIcons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatEuros } from '../../lib/money.ts';
import { t } from '../../messages/lt.ts';
import { tpricing } from '../../messages/pricing.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Chip } from '../../ui/Badge/Badge.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { Stack } from '../../ui/Layout/Layout.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { usePageTitle } from '../site/index.ts';
import { useAdvertServicePacks, useAdvertServices } from './api.ts';
import styles from './PricingPage.module.css';

/** /pricing: every paid service and pack with its icon and price, straight from the server. */
export default function PricingPage() {
  usePageTitle(t.pages.pricing);
  const services = useAdvertServices();
  const packs = useAdvertServicePacks();
  return (
    <>
      <PageHeading>{t.pages.pricing}</PageHeading>
      <Text className={styles.freeNote}>{tpricing.freeNote}</Text>

      <Heading level={2} size="h5" className={styles.sectionTitle}>
        {tpricing.servicesTitle}
      </Heading>
      <Text tone="secondary" className={styles.intro}>
        {tpricing.servicesIntro}
      </Text>
      <Section state={services} render={(list) => list.map((s) => <ServiceCard key={s.id} service={s} />)} />

      <Heading level={2} size="h5" className={styles.sectionTitle}>
        {tpricing.packsTitle}
      </Heading>
      <Text tone="secondary" className={styles.intro}>
        {tpricing.packsIntro}
      </Text>
      <Section state={packs} render={(list) => list.map((p) => <PackCard key={p.id} pack={p} />)} />
    </>
  );
}

interface SectionProps<T> {
  state: { data?: T[]; isPending: boolean; isError: boolean };
  render: (items: T[]) => ReactNode;
}

function Section<T>({ state, render }: SectionProps<T>) {
  if (state.isError)
    return (
      <Alert severity="warning" className={styles.loadError}>
        {tpricing.loadError}
      </Alert>
    );
  return (
    <div className={styles.grid}>
      {state.isPending || !state.data
        ? [0, 1, 2].map((i) => <Skeleton key={i} shape="rect" className={styles.placeholder} />)
        : render(state.data)}
    </div>
  );
}

function Price({ euros }: { euros: number }) {
  return (
    <Text tone="brand" className={styles.price}>
      {formatEuros(euros)}
    </Text>
  );
}

function ServiceCard({ service }: { service: AdvertService }) {
  return (
    <Card>
      <Stack direction="row" gap={2} align="center" className={styles.cardHead}>
        <span className={styles.serviceIcon}>
          <ServiceIcon name={service.icon} />
        </span>
        <Heading level={3} size="subtitle1" className={styles.name}>
          {service.name}
        </Heading>
        <Price euros={service.price} />
      </Stack>
      <Text variant="body2" tone="secondary">
        {service.description}
      </Text>
      <Text as="span" variant="caption" tone="secondary" className={styles.duration}>
        {service.durationDays ? tpricing.duration(service.durationDays) : tpricing.oneOff}
      </Text>
    </Card>
  );
}

function PackCard({ pack }: { pack: AdvertServicePack }) {
  return (
    <Card>
      <Stack direction="row" gap={2} align="center" className={styles.packHead}>
        <Heading level={3} size="h6" className={styles.packName}>
          {pack.name}
        </Heading>
        <Price euros={pack.price} />
      </Stack>
      <Text variant="body2" tone="secondary" className={styles.includes}>
        {tpricing.includes}
      </Text>
      <Stack direction="row" gap={1} wrap>
        {pack.services.map((s) => (
          <Chip key={s.id} variant="outlined" size="small" icon={serviceIconPath(s.icon)}>
            {s.name}
          </Chip>
        ))}
      </Stack>
    </Card>
  );
}

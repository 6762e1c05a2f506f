import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { ServiceIcon } from '../../../components/icons/serviceIcons.tsx';
import { badgeClassName } from '../../../components/plainChip.ts';
import { formatDate } from '../../../lib/dates.ts';
import { tw } from '../../../messages/index.ts';
import { activePromotionsQuery } from '../api.ts';

/**
 * The owner's ad's running services, each with when it ends ('TOP skelbimas iki 2026-12-03'); nothing
 * while loading or when none runs. Every ad on a page reads the same one answer (GetActivePromotions).
 */
export function ActivePromotions({ postId }: { postId: number }) {
  const { data } = useQuery(activePromotionsQuery);
  const services = data?.find((promotion) => promotion.postId === postId)?.services ?? [];
  if (services.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={0.5}
      aria-label={tw.promote.active}
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      data-testid={`active-promotions-${postId}`}
    >
      {services.map((service) => (
        <li key={service.code}>
          <span className={badgeClassName('outlined')}>
            <ServiceIcon name={service.icon} fontSize="small" />
            {tw.promote.until(service.name, formatDate(service.activeUntil))}
          </span>
        </li>
      ))}
    </Stack>
  );
}

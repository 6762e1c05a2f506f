import { useQuery } from '@tanstack/react-query';
import { serviceIconPath } from '../../../components/icons/serviceIcons.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { tw } from '../../../messages/wallet.ts';
import { Chip } from '../../../ui/Badge/Badge.tsx';
import { activePromotionsQuery } from '../api.ts';
import styles from './promote.module.css';

/**
 * The owner's ad's running services, each with when it ends ('TOP skelbimas iki 2026-12-03'); nothing
 * while loading or when none runs. Every ad on a page reads the same one answer (GetActivePromotions).
 */
export function ActivePromotions({ postId }: { postId: number }) {
  const { data } = useQuery(activePromotionsQuery);
  const services = data?.find((promotion) => promotion.postId === postId)?.services ?? [];
  if (services.length === 0) return null;
  return (
    <ul aria-label={tw.promote.active} className={styles.active} data-testid={`active-promotions-${postId}`}>
      {services.map((service) => (
        <li key={service.code}>
          <Chip variant="outlined" size="small" icon={serviceIconPath(service.icon)}>
            {tw.promote.until(service.name, formatDate(service.activeUntil))}
          </Chip>
        </li>
      ))}
    </ul>
  );
}

import type { AdvertService, AdvertServicePack } from '@skelbimai/contract';
import { ServiceIcon } from '../../../components/icons/serviceIcons.tsx';
import { tw } from '../../../messages/wallet.ts';
import { RadioGroup } from '../../../ui/Choice/Choice.tsx';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { formatEuros } from '../money.ts';
import styles from './promote.module.css';

/** 'service-3' or 'pack-2': one radio group holds both kinds, as an order buys exactly one of them. */
export type ChoiceKey = `service-${number}` | `pack-${number}`;

interface PromoteChoicesProps {
  services: AdvertService[] | undefined;
  packs: AdvertServicePack[] | undefined;
  value: ChoiceKey | null;
  onChange: (key: ChoiceKey) => void;
}

/**
 * The services, then the packs: two fieldsets of native radios sharing one name, so the arrow keys walk from the
 * last service to the first pack and an order buys exactly one of them.
 */
export function PromoteChoices({ services, packs, value, onChange }: PromoteChoicesProps) {
  if (!services || !packs) return <Skeleton shape="rect" height={320} />;
  const group = (legend: string, options: { value: string; label: React.ReactNode }[]) => (
    <RadioGroup
      legend={legend}
      name="promote-choice"
      options={options}
      value={value ?? ''}
      onChange={(key) => onChange(key as ChoiceKey)}
      className={styles.group}
    />
  );
  return (
    <fieldset aria-label={tw.promote.choiceLabel} className={styles.choices}>
      {group(
        tw.promote.services,
        services.map((service) => ({
          value: `service-${service.id}`,
          label: (
            <Choice
              icon={service.icon}
              name={service.name}
              // What the service does, in one line (the catalogue's description; PRODUCT.md §3 'Advert service').
              detail={
                service.description ||
                (service.durationDays ? tw.promote.duration(service.durationDays) : tw.promote.oneOff)
              }
              price={service.price}
            />
          ),
        })),
      )}
      {group(
        tw.promote.packs,
        packs.map((pack) => ({
          value: `pack-${pack.id}`,
          label: (
            <Choice
              icon={pack.services[0]?.icon ?? null}
              name={pack.name}
              detail={pack.services.map((s) => s.name).join(', ')}
              price={pack.price}
            />
          ),
        })),
      )}
    </fieldset>
  );
}

interface ChoiceProps {
  icon: string | null;
  name: string;
  detail: string;
  price: number;
}

function Choice({ icon, name, detail, price }: ChoiceProps) {
  return (
    <span className={styles.choice}>
      <span className={styles.avatar} aria-hidden="true">
        <ServiceIcon name={icon} fontSize="small" />
      </span>
      <span className={styles.choiceText}>
        <span className={styles.choiceName}>{name}</span>
        <span className={styles.choiceDetail}>{detail}</span>
      </span>
      <span className={styles.price}>{formatEuros(price)}</span>
    </span>
  );
}

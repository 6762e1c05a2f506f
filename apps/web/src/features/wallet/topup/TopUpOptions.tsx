import type { TopUpOption } from '@skelbimai/contract';
import { tw } from '../../../messages/wallet.ts';
import { Chip } from '../../../ui/Badge/Badge.tsx';
import { cx } from '../../../ui/cx.ts';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { formatBonus, formatEuros } from '../money.ts';
import styles from './topUp.module.css';

interface TopUpOptionsProps {
  options: TopUpOption[] | undefined;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * The option cards of PRODUCT.md §2: native radios (one name) dressed as cards, so keyboards and screen readers
 * get arrows and names.
 */
export function TopUpOptions({ options, selectedId, onSelect }: TopUpOptionsProps) {
  if (!options)
    return (
      <div className={styles.options}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="rect" height={96} />
        ))}
      </div>
    );
  if (options.length === 0) return <Text tone="secondary">{tw.topUp.noOptions}</Text>;
  return (
    <div role="radiogroup" aria-label={tw.topUp.optionsLabel} className={styles.options}>
      {options.map((option) => {
        const selected = option.id === selectedId;
        const label = formatEuros(option.amount);
        return (
          <label
            key={option.id}
            className={cx(styles.option, selected && styles.selected)}
            data-testid={`top-up-option-${option.id}`}
          >
            <input
              type="radio"
              name="top-up-option"
              value={option.id}
              checked={selected}
              onChange={() => onSelect(option.id)}
              className={styles.radio}
              aria-label={option.bonus > 0 ? `${label}, ${tw.topUp.bonus(formatBonus(option.bonus))}` : label}
            />
            <span className={styles.optionAmount}>{label}</span>
            {option.bonus > 0 && (
              <Chip size="small" tone="success">
                {tw.topUp.bonus(formatBonus(option.bonus))}
              </Chip>
            )}
          </label>
        );
      })}
    </div>
  );
}

import type { PostType } from '@skelbimai/contract';
import { t } from '../../../messages/lt.ts';
import { cx } from '../../../ui/cx.ts';
import chipStyles from './chips.module.css';
import { allPostTypes } from './listQuery.ts';
import styles from './PostTypeChips.module.css';

/** Post types as toggle chips (plain buttons drawn as chips, chips.module.css); none selected means every type. */
export function PostTypeChips({ value, onChange }: { value: PostType[]; onChange: (next: PostType[]) => void }) {
  const toggle = (type: PostType) =>
    onChange(value.includes(type) ? value.filter((other) => other !== type) : [...value, type]);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t.ads.filters.postTypes}</legend>
      <div className={styles.chips}>
        {allPostTypes.map((type) => {
          const selected = value.includes(type);
          return (
            <button
              key={type}
              type="button"
              className={cx(chipStyles.chip, selected && chipStyles.selected)}
              aria-pressed={selected}
              onClick={() => toggle(type)}
            >
              {t.ads.postTypes[type]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

import type { PostFact } from '@skelbimai/contract';
import { tat } from '../../../messages/attributes.ts';
import { Heading } from '../../../ui/Text/Text.tsx';
import styles from './PostFacts.module.css';

/** The ad's fields as a labelled table (PRODUCT.md §25): 'Rida' – '182 000 km', in the fields' order. */
export function PostFacts({ facts }: { facts: readonly PostFact[] }) {
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="ad-facts">
      <Heading level={2} size="h6" id="ad-facts" className={styles.heading}>
        {tat.page.heading}
      </Heading>
      <dl className={styles.list} data-testid="ad-facts">
        {facts.map((fact) => (
          <div key={fact.key} className={styles.row}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>{fact.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

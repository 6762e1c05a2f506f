import type { PostFact } from '@skelbimai/contract';
import { tat } from '../../../messages/attributes.ts';
import { Facts } from '../../../ui/Table/Table.tsx';
import { Heading } from '../../../ui/Text/Text.tsx';
import styles from './PostFacts.module.css';

/** The ad's fields as a labelled table (PRODUCT.md §25): 'Rida' – '182 000 km', in the fields' order. */
export function PostFacts({ facts }: { facts: readonly PostFact[] }) {
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="ad-facts" data-testid="ad-facts">
      <Heading level={2} size="h6" id="ad-facts" className={styles.heading}>
        {tat.page.heading}
      </Heading>
      <Facts
        className={styles.list}
        items={facts.map((fact) => ({ key: fact.key, label: fact.label, value: fact.text }))}
      />
    </section>
  );
}

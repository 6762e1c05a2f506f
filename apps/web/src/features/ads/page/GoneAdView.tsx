import type { GoneAd } from '@skelbimai/contract';
import { errorMessages } from '../../../lib/contract.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/lt.ts';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import styles from './GoneAdView.module.css';
import { SimilarAds } from './SimilarAds.tsx';

/**
 * /skelbimas/{id} of an ad that existed and is no longer shown (the API's 410): the notice, its title unless it
 * was blocked, the way to its subcategory and the newest similar ads. Nothing else of it: no picture, price or
 * contact of a deleted ad.
 */
export function GoneAdView({ gone }: { gone: GoneAd }) {
  const { category, subCategory } = gone;
  return (
    <article data-testid="gone-ad">
      <div className={styles.notice}>
        <Heading level={1} size="h5" className={styles.heading}>
          {errorMessages.goneAd}
        </Heading>
        {gone.title && (
          <Text tone="secondary" className={styles.title}>
            {t.adPage.goneTitle(gone.title)}
          </Text>
        )}
        <Text className={styles.more}>
          {t.adPage.goneMore}{' '}
          <TextLink to={paths.category(category.logicalName, subCategory.logicalName)}>
            {`${category.name} › ${subCategory.name}`}
          </TextLink>
        </Text>
      </div>
      <SimilarAds post={gone} />
    </article>
  );
}

import type { Post } from '@skelbimai/contract';
import { paths } from '../../../../lib/paths.ts';
import { tst } from '../../../../messages/statistics.ts';
import { iconBarChart } from '../../../../ui/icons/iconBarChart.ts';
import { Icon } from '../../../../ui/icons.tsx';
import { Text } from '../../../../ui/Text/Text.tsx';
import { TextLink } from '../../../../ui/TextLink/TextLink.tsx';
import styles from './MyPostFooter.module.css';

/** The owner's card's totals (phone reveals, bookmarks) and the way to the ad's daily statistics. */
export function MyPostTotals({ post }: { post: Post }) {
  const totals = post.statistics;
  return (
    <>
      {totals && (
        <Text variant="body2" tone="secondary">
          {tst.phoneReveals(totals.phoneReveals)} · {tst.bookmarks(totals.bookmarks)}
        </Text>
      )}
      <TextLink to={paths.adStatistics(post.id)} className={styles.iconText}>
        <Icon icon={iconBarChart} className={styles.inlineIcon} />
        {tst.link}
      </TextLink>
    </>
  );
}

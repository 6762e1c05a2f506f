import { useQuery } from '@tanstack/react-query';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { iconChatOutlined } from '../../ui/icons/iconChatOutlined.ts';
import { Icon } from '../../ui/icons.tsx';
import { TextLink } from '../../ui/TextLink/TextLink.tsx';
import { adCountsQuery } from './api.ts';
import styles from './messages.module.css';

/** 'Pokalbiai: N' under one of the owner's ads (nothing while it has none), linking to the inbox. */
export function AdConversationCount({ postId }: { postId: number }) {
  const counts = useQuery(adCountsQuery);
  const count = counts.data?.find((entry) => entry.postId === postId)?.count ?? 0;
  if (count === 0) return null;
  return (
    <TextLink to={paths.messages} className={styles.countLink} data-testid={`ad-conversations-${postId}`}>
      <Icon icon={iconChatOutlined} className={styles.countIcon} />
      {t.nav.adConversations(count)}
    </TextLink>
  );
}

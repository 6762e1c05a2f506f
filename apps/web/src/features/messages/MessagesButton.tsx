import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { Badge } from '../../ui/Badge/Badge.tsx';
import { iconMail } from '../../ui/icons/iconMail.ts';
import { Icon } from '../../ui/icons.tsx';
import { useUnreadCount } from './MessagesLive.tsx';
import styles from './messages.module.css';

/** The toolbar's envelope with the unread count (signed-in users); the link's name says the count. */
export function MessagesButton() {
  const count = useUnreadCount();
  const label = t.nav.messagesUnread(count);
  return (
    <Link to={paths.messages} aria-label={label} title={label} className={styles.envelope}>
      <span data-testid="messages-badge">
        <Badge count={count} max={99} label={label}>
          <Icon icon={iconMail} />
        </Badge>
      </span>
    </Link>
  );
}

/** The unread count beside 'Žinutės' in the drawer. */
export function UnreadChip() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <span className={styles.unreadChip} data-testid="drawer-messages-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}

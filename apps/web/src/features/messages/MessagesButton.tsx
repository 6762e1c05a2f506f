import MailIcon from '@mui/icons-material/Mail';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import { useUnreadCount } from './MessagesLive.tsx';

/** The toolbar's envelope with the unread count (signed-in users). */
export function MessagesButton() {
  const count = useUnreadCount();
  const label = t.nav.messagesUnread(count);
  return (
    <IconButton color="inherit" component={Link} to={paths.messages} aria-label={label} title={label}>
      <Badge badgeContent={count} color="error" max={99} data-testid="messages-badge">
        <MailIcon />
      </Badge>
    </IconButton>
  );
}

/** The unread count beside 'Žinutės' in the drawer. */
export function UnreadChip() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return <Badge badgeContent={count} color="error" max={99} sx={{ mr: 2 }} data-testid="drawer-messages-badge" />;
}

import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatPrice } from '../../lib/contract.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { tm } from '../../messages/conversations.ts';
import { t } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { inboxQuery } from './api.ts';
import { personName } from './personName.ts';

/** /mano/zinutes: the user's conversations, newest first, with the ad, the other person and the unread mark. */
export default function InboxPage() {
  usePageTitle(t.pages.messages);
  const [page, setPage] = useState(1);
  const query = useQuery(inboxQuery(page));
  return (
    <>
      <PageHeading>{t.pages.messages}</PageHeading>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert severity="error">{tm.loadError}</Alert>
      ) : query.data.items.length === 0 ? (
        <Typography color="textSecondary">{tm.inboxEmpty}</Typography>
      ) : (
        <>
          <List aria-label={tm.conversationsLabel} data-testid="inbox">
            {query.data.items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </List>
          {query.data.totalPages > 1 && (
            <Pagination count={query.data.totalPages} page={page} onChange={(_event, next) => setPage(next)} />
          )}
        </>
      )}
    </>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const unread = conversation.unreadCount > 0;
  const last = conversation.lastMessage;
  return (
    <ListItemButton
      component={Link}
      to={paths.conversation(conversation.id)}
      divider
      sx={{ gap: 2, alignItems: 'center' }}
      data-testid={`conversation-${conversation.id}`}
    >
      <Badge color="error" variant="dot" invisible={!unread} overlap="rectangular">
        <Avatar
          variant="rounded"
          src={conversation.ad.thumbnailUrl ?? undefined}
          alt=""
          sx={{ width: 56, height: 56 }}
        />
      </Badge>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: unread ? 700 : 600 }}>
          {personName(conversation.other)} · {conversation.ad.title}
        </Typography>
        <Typography variant="body2" noWrap color={unread ? 'text.primary' : 'text.secondary'}>
          {last ? `${last.fromMe ? tm.you : ''}${last.text}` : ''}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {formatPrice(conversation.ad.price)}
          {last && ` · ${formatDateTime(last.sentAt)}`}
        </Typography>
      </Box>
      {unread && (
        <Typography variant="body2" color="error" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {tm.unread(conversation.unreadCount)}
        </Typography>
      )}
    </ListItemButton>
  );
}

import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import { adCountsQuery } from './api.ts';

/** 'Pokalbiai: N' under one of the owner's ads (nothing while it has none), linking to the inbox. */
export function AdConversationCount({ postId }: { postId: number }) {
  const counts = useQuery(adCountsQuery);
  const count = counts.data?.find((entry) => entry.postId === postId)?.count ?? 0;
  if (count === 0) return null;
  return (
    <Link
      component={RouterLink}
      to={paths.messages}
      variant="body2"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      data-testid={`ad-conversations-${postId}`}
    >
      <ChatOutlinedIcon fontSize="inherit" aria-hidden />
      {t.nav.adConversations(count)}
    </Link>
  );
}

import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { MouseEvent, ReactNode } from 'react';
import { t } from '../../messages/index.ts';
import { useSavedPosts } from './context.ts';
import { useSavedToggle } from './useSavedToggle.ts';

interface ToggleProps {
  on: boolean;
  label: string;
  icon: ReactNode;
  onToggle: () => void;
  disabled: boolean;
  size: 'small' | 'medium';
}

function Toggle({ on, label, icon, onToggle, disabled, size }: ToggleProps) {
  const click = (event: MouseEvent) => {
    // Cards are links: the toggle must not open the ad as well.
    event.preventDefault();
    event.stopPropagation();
    onToggle();
  };
  return (
    // A native title on the span (it keeps working while the button is disabled), not MUI's Tooltip: that
    // brings Popper.js into every page with an ad card, the home page's first load included.
    <span title={label}>
      <IconButton aria-label={label} onClick={click} disabled={disabled} size={size} color={on ? 'primary' : 'default'}>
        {icon}
      </IconButton>
    </span>
  );
}

interface SavedPostButtonsProps {
  postId: number;
  /** Named in the notices ('#5 skelbimas slepiamas: „Dviratis“'). */
  title?: string;
  size?: 'small' | 'medium';
}

/** Favourite and hide buttons for one ad (card and ad page); each change can be undone from the snackbar. */
export function SavedPostButtons({ postId, title, size = 'medium' }: SavedPostButtonsProps) {
  const saved = useSavedPosts();
  const toggleFavorite = useSavedToggle('favorites');
  const toggleHidden = useSavedToggle('hidden');
  const favorite = saved.favorites.has(postId);
  const hidden = saved.hidden.has(postId);
  const iconSize = size === 'small' ? 'small' : 'medium';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid={`saved-post-buttons-${postId}`}>
      <Toggle
        on={favorite}
        label={favorite ? t.saved.unfavorite : t.saved.favorite}
        icon={favorite ? <BookmarkIcon fontSize={iconSize} /> : <BookmarkBorderIcon fontSize={iconSize} />}
        onToggle={() => toggleFavorite(postId, title)}
        disabled={!saved.ready}
        size={size}
      />
      <Toggle
        on={hidden}
        label={hidden ? t.saved.unhide : t.saved.hide}
        icon={hidden ? <VisibilityIcon fontSize={iconSize} /> : <VisibilityOffIcon fontSize={iconSize} />}
        onToggle={() => toggleHidden(postId, title)}
        disabled={!saved.ready}
        size={size}
      />
    </Stack>
  );
}

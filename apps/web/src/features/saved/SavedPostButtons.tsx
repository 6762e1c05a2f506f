import type { MouseEvent } from 'react';
import { t } from '../../messages/lt.ts';
import { IconButton } from '../../ui/IconButton/IconButton.tsx';
import { iconBookmark } from '../../ui/icons/iconBookmark.ts';
import { iconBookmarkBorder } from '../../ui/icons/iconBookmarkBorder.ts';
import { iconVisibility } from '../../ui/icons/iconVisibility.ts';
import { iconVisibilityOff } from '../../ui/icons/iconVisibilityOff.ts';
import type { IconPath } from '../../ui/icons.tsx';
import { useSavedPosts } from './context.ts';
import styles from './SavedPostButtons.module.css';
import { useSavedToggle } from './useSavedToggle.ts';

interface ToggleProps {
  on: boolean;
  label: string;
  icon: IconPath;
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
      <IconButton
        icon={icon}
        aria-label={label}
        onClick={click}
        disabled={disabled}
        size={size}
        tone={on ? 'primary' : 'default'}
      />
    </span>
  );
}

interface SavedPostButtonsProps {
  postId: number;
  /** Named in the notices ('#5 skelbimas slepiamas: „Dviratis“'). */
  title?: string;
  size?: 'small' | 'medium';
}

/**
 * Favourite and hide buttons for one ad (card and ad page); each change can be undone from the snackbar. The kit's
 * plain buttons with inline icons: a list renders 40 of them (DECISIONS #155).
 */
export function SavedPostButtons({ postId, title, size = 'medium' }: SavedPostButtonsProps) {
  const saved = useSavedPosts();
  const toggleFavorite = useSavedToggle('favorites');
  const toggleHidden = useSavedToggle('hidden');
  const favorite = saved.favorites.has(postId);
  const hidden = saved.hidden.has(postId);
  return (
    <span className={styles.row} data-testid={`saved-post-buttons-${postId}`}>
      <Toggle
        on={favorite}
        label={favorite ? t.saved.unfavorite : t.saved.favorite}
        icon={favorite ? iconBookmark : iconBookmarkBorder}
        onToggle={() => toggleFavorite(postId, title)}
        disabled={!saved.ready}
        size={size}
      />
      <Toggle
        on={hidden}
        label={hidden ? t.saved.unhide : t.saved.hide}
        icon={hidden ? iconVisibility : iconVisibilityOff}
        onToggle={() => toggleHidden(postId, title)}
        disabled={!saved.ready}
        size={size}
      />
    </span>
  );
}

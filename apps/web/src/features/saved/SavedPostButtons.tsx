import type { MouseEvent } from 'react';
import { type IconName, PlainIcon } from '../../components/icons/plainIcons.tsx';
import { PlainIconButton } from '../../components/PlainIconButton.tsx';
import { t } from '../../messages/index.ts';
import { useSavedPosts } from './context.ts';
import { useSavedToggle } from './useSavedToggle.ts';

interface ToggleProps {
  on: boolean;
  label: string;
  icon: IconName;
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
      <PlainIconButton label={label} onClick={click} disabled={disabled} size={size} tone={on ? 'primary' : 'default'}>
        <PlainIcon name={icon} size={size} />
      </PlainIconButton>
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
 * Favourite and hide buttons for one ad (card and ad page); each change can be undone from the snackbar. Plain
 * buttons and icons: a list renders 40 of them (DECISIONS #155).
 */
export function SavedPostButtons({ postId, title, size = 'medium' }: SavedPostButtonsProps) {
  const saved = useSavedPosts();
  const toggleFavorite = useSavedToggle('favorites');
  const toggleHidden = useSavedToggle('hidden');
  const favorite = saved.favorites.has(postId);
  const hidden = saved.hidden.has(postId);
  return (
    <span className="icon-button-row" data-testid={`saved-post-buttons-${postId}`}>
      <Toggle
        on={favorite}
        label={favorite ? t.saved.unfavorite : t.saved.favorite}
        icon={favorite ? 'bookmark' : 'bookmarkBorder'}
        onToggle={() => toggleFavorite(postId, title)}
        disabled={!saved.ready}
        size={size}
      />
      <Toggle
        on={hidden}
        label={hidden ? t.saved.unhide : t.saved.hide}
        icon={hidden ? 'visibility' : 'visibilityOff'}
        onToggle={() => toggleHidden(postId, title)}
        disabled={!saved.ready}
        size={size}
      />
    </span>
  );
}

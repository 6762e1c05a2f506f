import { cx } from '../../ui/cx.ts';
import {
  Icon,
  iconAdd,
  iconArrowDropDown,
  iconArrowForward,
  iconBolt,
  iconBookmark,
  iconBookmarkAdd,
  iconBookmarkBorder,
  iconImageOutlined,
  iconStar,
  iconTune,
  iconVisibility,
  iconVisibilityOff,
} from '../../ui/icons.tsx';

/**
 * The plain parts' icons by name (the ad cards, their buttons, the lists' selects): the kit's icons (ui/icons.tsx),
 * under the names those parts already use.
 */
const iconPaths = {
  add: iconAdd,
  arrowForward: iconArrowForward,
  arrowDropDown: iconArrowDropDown,
  bookmark: iconBookmark,
  bookmarkAdd: iconBookmarkAdd,
  bookmarkBorder: iconBookmarkBorder,
  visibility: iconVisibility,
  visibilityOff: iconVisibilityOff,
  tune: iconTune,
  star: iconStar,
  bolt: iconBolt,
  imageOutlined: iconImageOutlined,
} as const;

export type IconName = keyof typeof iconPaths;

/** MUI's SvgIcon font sizes. */
type IconSize = 'small' | 'medium' | 'large';

interface PlainIconProps {
  name: IconName;
  size?: IconSize;
  /** Read out instead of hidden, as MUI's `titleAccess`: for an icon that is the only sign of something. */
  title?: string;
  className?: string;
}

export function PlainIcon({ name, size = 'medium', title, className }: PlainIconProps) {
  // 'plain-icon' stays as a hook for the plain buttons' sheet (PlainButton sizes its icons by it) until they go.
  return <Icon icon={iconPaths[name]} size={size} title={title} className={cx('plain-icon', className)} />;
}

/**
 * Empty: the icons are the kit's, styled by ui/icons.module.css. Kept only so app/PlainStyles.tsx, which spreads
 * it and is removed when the last plain part leaves it, still compiles.
 */
export const plainIconStyles = (_theme?: unknown) => ({});

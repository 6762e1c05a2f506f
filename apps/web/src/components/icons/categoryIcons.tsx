import { iconBusinessCenter } from '../../ui/icons/iconBusinessCenter.ts';
import { iconCategory } from '../../ui/icons/iconCategory.ts';
import { iconCommute } from '../../ui/icons/iconCommute.ts';
import { iconComputer } from '../../ui/icons/iconComputer.ts';
import { iconHome } from '../../ui/icons/iconHome.ts';
import { iconLocalPlay } from '../../ui/icons/iconLocalPlay.ts';
import { iconShoppingBasket } from '../../ui/icons/iconShoppingBasket.ts';
import { iconWeekend } from '../../ui/icons/iconWeekend.ts';
import { Icon, type IconPath } from '../../ui/icons.tsx';

/** The Material icon names the server gives main categories (PRODUCT.md §3 'Category'), as the kit's paths. */
const categoryIcons: Record<string, IconPath> = {
  home: iconHome,
  commute: iconCommute,
  business_center: iconBusinessCenter,
  weekend: iconWeekend,
  computer: iconComputer,
  local_play: iconLocalPlay,
  shopping_basket: iconShoppingBasket,
};

/** The theme's palette names the screens still on MUI colour an icon with, as the tokens they are. */
const paletteColours: Record<string, string> = {
  'text.primary': 'var(--color-text)',
  'text.secondary': 'var(--color-text-secondary)',
  'action.active': 'var(--color-icon)',
  'primary.main': 'var(--color-primary)',
};

export interface NamedIconProps {
  /** The Material icon's name from the server ('business_center'). */
  name: string | null | undefined;
  /** MUI's icon sizes (20, 24 and 35 px); `inherit` draws it at the medium size. */
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  /**
   * For callers still on MUI (`sx={{ color }}`): only the colour is read, a palette name ('text.secondary') or a
   * CSS colour (a category's own).
   */
  sx?: { color?: string };
  className?: string;
}

/** A category's icon; an unknown name gets a generic one rather than an empty gap. */
export function CategoryIcon({ name, fontSize, sx, className }: NamedIconProps) {
  const colour = sx?.color && (paletteColours[sx.color] ?? sx.color);
  return (
    <Icon
      icon={(name && categoryIcons[name]) || iconCategory}
      size={fontSize === 'small' || fontSize === 'large' ? fontSize : 'medium'}
      className={className}
      // A category's own colour comes from the server: it cannot be a class.
      style={colour ? { color: colour } : undefined}
    />
  );
}

import { iconAutorenew } from '../../ui/icons/iconAutorenew.ts';
import { iconBolt } from '../../ui/icons/iconBolt.ts';
import { iconFormatColorFill } from '../../ui/icons/iconFormatColorFill.ts';
import { iconHome } from '../../ui/icons/iconHome.ts';
import { iconSell } from '../../ui/icons/iconSell.ts';
import { iconShare } from '../../ui/icons/iconShare.ts';
import { iconStar } from '../../ui/icons/iconStar.ts';
import { iconVerticalAlignTop } from '../../ui/icons/iconVerticalAlignTop.ts';
import { Icon, type IconPath } from '../../ui/icons.tsx';

/** The 7 advert service icons (PRODUCT.md §3 'Advert service'), by Material name. */
const serviceIcons: Record<string, IconPath> = {
  vertical_align_top: iconVerticalAlignTop,
  format_color_fill: iconFormatColorFill,
  star: iconStar,
  home: iconHome,
  autorenew: iconAutorenew,
  bolt: iconBolt,
  share: iconShare,
};

/** A service's icon as a kit icon path (for a Chip's `icon`); an unknown name is a price tag. */
export function serviceIconPath(name: string | null | undefined): IconPath {
  return (name && serviceIcons[name]) || iconSell;
}

export interface ServiceIconProps {
  /** The service's Material icon name; an unknown one draws a price tag. */
  name: string | null | undefined;
  /** MUI's SvgIcon sizes: 20, 24 and 35 px. */
  fontSize?: 'small' | 'medium' | 'large';
  className?: string;
}

export function ServiceIcon({ name, fontSize = 'medium', className }: ServiceIconProps) {
  return <Icon icon={serviceIconPath(name)} size={fontSize} className={className} />;
}

import {
  Icon,
  type IconPath,
  iconAutorenew,
  iconBolt,
  iconFormatColorFill,
  iconHome,
  iconSell,
  iconShare,
  iconStar,
  iconVerticalAlignTop,
} from '../../ui/icons.tsx';

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

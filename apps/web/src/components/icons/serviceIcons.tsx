import AutorenewIcon from '@mui/icons-material/Autorenew';
import BoltIcon from '@mui/icons-material/Bolt';
import FormatColorFillIcon from '@mui/icons-material/FormatColorFill';
import HomeIcon from '@mui/icons-material/Home';
import SellIcon from '@mui/icons-material/Sell';
import ShareIcon from '@mui/icons-material/Share';
import StarIcon from '@mui/icons-material/Star';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { NamedIconProps } from './categoryIcons.tsx';

/** The 7 advert service icons (PRODUCT.md §3 'Advert service'), by Material name. */
const serviceIcons: Record<string, ComponentType<SvgIconProps>> = {
  vertical_align_top: VerticalAlignTopIcon,
  format_color_fill: FormatColorFillIcon,
  star: StarIcon,
  home: HomeIcon,
  autorenew: AutorenewIcon,
  bolt: BoltIcon,
  share: ShareIcon,
};

export function ServiceIcon({ name, ...props }: NamedIconProps) {
  const Icon = (name && serviceIcons[name]) || SellIcon;
  return <Icon {...props} />;
}

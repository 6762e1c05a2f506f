// One deep import per icon: importing from the package root would pull thousands of icons into the bundle.
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import GenericCategoryIcon from '@mui/icons-material/Category';
import CommuteIcon from '@mui/icons-material/Commute';
import ComputerIcon from '@mui/icons-material/Computer';
import HomeIcon from '@mui/icons-material/Home';
import LocalPlayIcon from '@mui/icons-material/LocalPlay';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import WeekendIcon from '@mui/icons-material/Weekend';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/** The Material icon names the server gives main categories (PRODUCT.md §3 'Category'). */
const categoryIcons: Record<string, ComponentType<SvgIconProps>> = {
  home: HomeIcon,
  commute: CommuteIcon,
  business_center: BusinessCenterIcon,
  weekend: WeekendIcon,
  computer: ComputerIcon,
  local_play: LocalPlayIcon,
  shopping_basket: ShoppingBasketIcon,
};

export interface NamedIconProps extends Omit<SvgIconProps, 'name'> {
  name: string | null | undefined;
}

/** A category's icon; an unknown name gets a generic one rather than an empty gap. */
export function CategoryIcon({ name, ...props }: NamedIconProps) {
  const Icon = (name && categoryIcons[name]) || GenericCategoryIcon;
  return <Icon {...props} />;
}

import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../cx.ts';
import { Icon, type IconPath } from '../icons.tsx';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconPath;
  /** The button's name: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  size?: 'small' | 'medium' | 'large';
  /** inherit: the surrounding text's colour (a toolbar in the primary colour). */
  tone?: 'default' | 'primary' | 'inherit';
  ref?: Ref<HTMLButtonElement>;
}

/** A round button showing only an icon. */
export function IconButton({
  icon,
  size = 'medium',
  tone = 'default',
  className,
  type = 'button',
  ...buttonProps
}: IconButtonProps) {
  return (
    <button type={type} className={cx(styles.iconButton, styles[size], styles[tone], className)} {...buttonProps}>
      <Icon icon={icon} size={size === 'small' ? 'small' : 'medium'} />
    </button>
  );
}

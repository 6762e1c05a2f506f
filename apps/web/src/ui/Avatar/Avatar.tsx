import { nameInitials } from '../../lib/contract.ts';
import { cx } from '../cx.ts';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** The person's name: its initials are drawn when there is no picture, and it names the picture. */
  name: string;
  src?: string | null | undefined;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A person's picture, or their initials ('Jonas P.' → 'JP') on a coloured circle. */
export function Avatar({ name, src, size = 'medium', className }: AvatarProps) {
  const classes = cx(styles.avatar, styles[size], className);
  if (src) return <img className={classes} src={src} alt={name} />;
  return (
    <span className={classes} role="img" aria-label={name}>
      {nameInitials({ fullName: name }) || '?'}
    </span>
  );
}

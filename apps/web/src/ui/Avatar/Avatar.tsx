import { cx } from '../cx.ts';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** The person's name: its first letter is drawn when there is no picture, and it names the picture. */
  name: string;
  src?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A person's picture, or the first letter of their name on a coloured circle. */
export function Avatar({ name, src, size = 'medium', className }: AvatarProps) {
  const classes = cx(styles.avatar, styles[size], className);
  if (src) return <img className={classes} src={src} alt={name} />;
  return (
    <span className={classes} role="img" aria-label={name}>
      {name.trim().charAt(0).toLocaleUpperCase('lt') || '?'}
    </span>
  );
}

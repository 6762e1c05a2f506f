import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../../ui/cx.ts';
import styles from './forms.module.css';

/** A button drawn as a link in running text: a step of the same form ('Pamiršote slaptažodį?'), not a page. */
export function LinkButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={cx(styles.linkButton, className)} {...props} />;
}

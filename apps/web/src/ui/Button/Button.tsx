import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../cx.ts';
import { Icon, type IconPath } from '../icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonLook {
  /** primary: filled in the primary colour; secondary: outlined; text: no frame; danger: filled in red. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  startIcon?: IconPath;
  endIcon?: IconPath;
}

/** The classes of a button's look, for an element that is not a `<button>` or a router link. */
export function buttonClassName({ variant = 'secondary', size = 'medium', fullWidth }: ButtonLook = {}) {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth);
}

function Content({
  startIcon,
  endIcon,
  children,
}: Pick<ButtonLook, 'startIcon' | 'endIcon'> & { children: ReactNode }) {
  return (
    <>
      {startIcon && <Icon icon={startIcon} size="small" className={styles.icon} />}
      {children}
      {endIcon && <Icon icon={endIcon} size="small" className={styles.icon} />}
    </>
  );
}

export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner and refuses clicks until the work it started ends; the text stays, so the width holds. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClassName({ variant, size, fullWidth }), loading && styles.loading, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...buttonProps}
    >
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size="small" label={null} />
        </span>
      )}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonLook, LinkProps {}

/** A router link drawn as a button: for a step that goes to another page ('Įdėti skelbimą'). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  ...linkProps
}: ButtonLinkProps) {
  return (
    <Link className={cx(buttonClassName({ variant, size, fullWidth }), className)} {...linkProps}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </Link>
  );
}

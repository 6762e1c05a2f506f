import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './TopBar.module.css';

interface ToolbarButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** The button's name: it shows only an icon. */
  label: string;
  children: ReactNode;
}

/** A round button in the toolbar's white (MUI's IconButton there): 40 px across with a 24 px icon. */
export function ToolbarButton({ label, children, ...buttonProps }: ToolbarButtonProps) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} {...buttonProps}>
      {children}
    </button>
  );
}

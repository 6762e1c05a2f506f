import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx.ts';
import { iconAlertError } from '../icons/iconAlertError.ts';
import { iconAlertInfo } from '../icons/iconAlertInfo.ts';
import { iconAlertSuccess } from '../icons/iconAlertSuccess.ts';
import { iconAlertWarning } from '../icons/iconAlertWarning.ts';
import { Icon, type IconPath } from '../icons.tsx';
import styles from './Alert.module.css';

export type Severity = 'info' | 'success' | 'warning' | 'error';

const severityIcons: Record<Severity, IconPath> = {
  info: iconAlertInfo,
  success: iconAlertSuccess,
  warning: iconAlertWarning,
  error: iconAlertError,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity?: Severity;
  title?: ReactNode;
  /** Another icon than the severity's. */
  icon?: IconPath;
  /** A button at the end ('Bandyti dar kartą'). */
  action?: ReactNode;
  /**
   * `alert` is announced at once, for what a visitor's action or a failure just caused; `status` waits its turn;
   * `none` for a note that is simply part of the page. `alert` by default, as MUI's Alert.
   */
  role?: 'alert' | 'status' | 'none';
}

/** A message on a tinted surface with the severity's icon, as MUI's standard Alert draws it. */
export function Alert({
  severity = 'info',
  title,
  icon,
  action,
  role = 'alert',
  className,
  children,
  ...props
}: AlertProps) {
  return (
    <div role={role === 'none' ? undefined : role} className={cx(styles.alert, styles[severity], className)} {...props}>
      <Icon icon={icon ?? severityIcons[severity]} className={styles.icon} />
      <div className={styles.message}>
        {title && <div className={styles.title}>{title}</div>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

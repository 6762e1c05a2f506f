import { Toast as BaseToast } from '@base-ui/react/toast';
import { type ReactNode, useMemo } from 'react';
import { cx } from '../cx.ts';
import { iconAlertError } from '../icons/iconAlertError.ts';
import { iconAlertInfo } from '../icons/iconAlertInfo.ts';
import { iconAlertSuccess } from '../icons/iconAlertSuccess.ts';
import { iconAlertWarning } from '../icons/iconAlertWarning.ts';
import { iconClose } from '../icons/iconClose.ts';
import { Icon, type IconPath } from '../icons.tsx';
import styles from './Toast.module.css';

export type ToastTone = 'error' | 'warning' | 'info' | 'success';

export interface ToastOptions {
  text: string;
  /** The colour and icon; 'info' by default. */
  tone?: ToastTone;
  /** A button beside the text ('Atšaukti'): it closes the toast, then runs once. */
  action?: { label: string; onClick: () => void };
}

export interface ToastApi {
  /** Closes whatever is shown and shows this instead (one toast at a time). */
  show: (options: ToastOptions) => void;
  closeAll: () => void;
}

const toneIcons: Record<ToastTone, IconPath> = {
  error: iconAlertError,
  warning: iconAlertWarning,
  info: iconAlertInfo,
  success: iconAlertSuccess,
};

const isTone = (type: string | undefined): type is ToastTone => type !== undefined && type in toneIcons;

export interface ToastProviderProps {
  /** How long a toast stays, in ms; hovering or focusing it pauses the count. */
  timeout?: number;
  /** The close button's name. */
  closeLabel?: string;
  /** The name of the region the toasts appear in. */
  regionLabel?: string;
  children?: ReactNode;
}

/**
 * Short messages at the bottom of the screen (Base UI's Toast), one at a time, each with a close button. A
 * toast is an `alert`, so it is read out as it appears, its buttons inside it; a click elsewhere leaves it.
 */
export function ToastProvider({
  timeout = 8000,
  closeLabel = 'Uždaryti',
  regionLabel = 'Pranešimai',
  children,
}: ToastProviderProps) {
  return (
    <BaseToast.Provider timeout={timeout} limit={1}>
      {children}
      <BaseToast.Portal>
        {/* The toasts announce themselves as alerts; a polite region around them would read them twice. */}
        <BaseToast.Viewport className={styles.viewport} aria-label={regionLabel} {...notLive}>
          <Toasts closeLabel={closeLabel} />
        </BaseToast.Viewport>
      </BaseToast.Portal>
    </BaseToast.Provider>
  );
}

// Base UI marks a toast `aria-modal="false"`, an attribute a dialog may have and an alert may not.
const notModal = { 'aria-modal': undefined };
// Base UI's viewport is a polite live region; without it each toast, an alert, is read out once.
const notLive = { 'aria-live': undefined, 'aria-atomic': undefined, 'aria-relevant': undefined };

function Toasts({ closeLabel }: { closeLabel: string }) {
  const { toasts } = BaseToast.useToastManager();
  return toasts.map((toast) => {
    const tone = isTone(toast.type) ? toast.type : 'info';
    return (
      <BaseToast.Root
        key={toast.id}
        toast={toast}
        role="alert"
        {...notModal}
        className={cx(styles.toast, styles[tone])}
        data-tone={tone}
      >
        <Icon icon={toneIcons[tone]} className={styles.icon} />
        <BaseToast.Description className={styles.text} />
        <span className={styles.buttons}>
          {toast.actionProps && <BaseToast.Action className={styles.action} />}
          {/* Base UI hides it from screen readers until the stack is expanded; a single toast has no stack. */}
          <BaseToast.Close className={styles.close} aria-label={closeLabel} title={closeLabel} aria-hidden={false}>
            <Icon icon={iconClose} size="small" />
          </BaseToast.Close>
        </span>
      </BaseToast.Root>
    );
  });
}

/** Shows toasts; inside a ToastProvider. */
export function useToast(): ToastApi {
  // The manager object changes with the toasts; its methods do not, so the api is stable.
  const { add, close } = BaseToast.useToastManager();
  return useMemo<ToastApi>(
    () => ({
      show: ({ text, tone = 'info', action }) => {
        close();
        let done = false;
        const id = add({
          description: text,
          type: tone,
          actionProps: action && {
            children: action.label,
            onClick: () => {
              // Closed first and run once, so a double click cannot run it twice.
              if (done) return;
              done = true;
              close(id);
              action.onClick();
            },
          },
        });
      },
      closeAll: () => close(),
    }),
    [add, close],
  );
}

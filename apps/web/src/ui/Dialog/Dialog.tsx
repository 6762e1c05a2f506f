import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { cx } from '../cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { iconClose } from '../icons/iconClose.ts';
import styles from './Dialog.module.css';
import { useInertPage } from './inertPage.ts';

interface ModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens it (it gets the dialog's ARIA state); without one, `open` controls it. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** Read out as the close button's name. */
  closeLabel?: string;
  children?: ReactNode;
  className?: string;
  /**
   * The element focused on opening, whatever opened it. Base UI otherwise focuses the popup itself when a
   * touch opened it (to keep the phone's keyboard down): a dialog that is there to be typed in names its field.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where the focus goes on closing, when not what had it before the dialog opened (Base UI's default). */
  finalFocus?: RefObject<HTMLElement | null>;
}

export interface DialogProps extends ModalProps {
  /** The buttons at the bottom, the main one last. */
  actions?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** The whole screen on a phone (under 600 px): a form a person fills in there, such as signing in. */
  fullScreenOnPhone?: boolean;
}

/** Renders nothing: while it is mounted in a popup, the page behind is inert (inertPage.ts). */
function InertPageBehind() {
  useInertPage();
  return null;
}

/** What Dialog and Drawer share: Base UI's root, trigger, backdrop and a popup headed by the title and a close button. */
function ModalFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  closeLabel = 'Uždaryti',
  initialFocus,
  finalFocus,
  backdropClassName,
  popupClassName,
  children,
}: Omit<ModalProps, 'children' | 'className'> & {
  backdropClassName: string;
  popupClassName: string;
  children: ReactNode;
}) {
  return (
    <BaseDialog.Root open={open} onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}>
      {trigger && <BaseDialog.Trigger render={trigger} />}
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={backdropClassName} />
        <BaseDialog.Popup className={popupClassName} initialFocus={initialFocus} finalFocus={finalFocus}>
          <InertPageBehind />
          <div className={styles.header}>
            <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title>
            <BaseDialog.Close render={<IconButton icon={iconClose} aria-label={closeLabel} />} />
          </div>
          {description && <BaseDialog.Description className={styles.description}>{description}</BaseDialog.Description>}
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

/**
 * A modal dialog (Base UI): focus moves into it and stays there, Escape and the backdrop close it, focus returns
 * to what opened it, the page behind does not scroll. Titled by `title`, described by `description`.
 */
export function Dialog({ actions, size = 'medium', fullScreenOnPhone, children, className, ...frame }: DialogProps) {
  return (
    <ModalFrame
      {...frame}
      backdropClassName={cx(styles.backdrop)}
      popupClassName={cx(styles.popup, styles[size], fullScreenOnPhone && styles.phoneFullScreen, className)}
    >
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </ModalFrame>
  );
}

export interface DrawerProps extends ModalProps {
  /** The edge it slides from: the left for the navigation, the bottom for a phone's filters. */
  side?: 'left' | 'right' | 'bottom';
}

/**
 * A panel from an edge of the screen, modal as a Dialog is: the phone's navigation and filters. It and its
 * backdrop sit a layer below dialogs, so a dialog opened from a drawer covers it.
 */
export function Drawer({ side = 'left', children, className, ...frame }: DrawerProps) {
  return (
    <ModalFrame
      {...frame}
      backdropClassName={cx(styles.backdrop, styles.drawerBackdrop)}
      popupClassName={cx(styles.drawer, styles[side], className)}
    >
      <div className={styles.drawerBody}>{children}</div>
    </ModalFrame>
  );
}

/** A button inside a Dialog or Drawer that closes it (with its own look: pass a kit Button as `render`). */
export const DialogClose = BaseDialog.Close;

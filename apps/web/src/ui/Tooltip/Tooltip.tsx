import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import type { ReactElement } from 'react';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** Extra words for a sighted pointer or keyboard user; never the only name of the element (give it its own). */
  label: string;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/** A short note on hover or keyboard focus (Base UI); touch screens get none, so nothing may depend on it. */
export function Tooltip({ label, children, side = 'bottom' }: TooltipProps) {
  return (
    <BaseTooltip.Root>
      <BaseTooltip.Trigger render={children} />
      <BaseTooltip.Portal>
        <BaseTooltip.Positioner side={side} sideOffset={6} className={styles.positioner}>
          <BaseTooltip.Popup className={styles.popup}>{label}</BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  );
}

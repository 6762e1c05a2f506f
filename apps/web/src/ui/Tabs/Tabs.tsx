import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import type { ReactNode } from 'react';
import { cx } from '../cx.ts';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The panel's content; leave it out for tabs that only change the address (the panel is the page below). */
  panel?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the list of tabs for a screen reader. */
  label: string;
  className?: string;
}

/**
 * Tabs (Base UI): the arrow keys move between the tabs, each tab controls its panel. The chosen tab is
 * underlined by its own border, not Base UI's moving indicator, which needs a script before hydration.
 */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  return (
    <BaseTabs.Root
      className={cx(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange ? (next) => onValueChange(String(next)) : undefined}
    >
      <BaseTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <BaseTabs.Tab key={item.value} value={item.value} className={styles.tab} disabled={item.disabled}>
            {item.label}
          </BaseTabs.Tab>
        ))}
      </BaseTabs.List>
      {items.map(
        (item) =>
          item.panel !== undefined && (
            <BaseTabs.Panel key={item.value} value={item.value} className={styles.panel}>
              {item.panel}
            </BaseTabs.Panel>
          ),
      )}
    </BaseTabs.Root>
  );
}

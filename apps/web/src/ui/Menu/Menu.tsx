import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Icon, type IconPath } from '../icons.tsx';
import styles from './Menu.module.css';

export type MenuEntry =
  | { kind?: 'action'; label: string; icon?: IconPath; onSelect: () => void; disabled?: boolean }
  | { kind: 'link'; label: string; icon?: IconPath; to: string }
  | { kind: 'separator' };

export interface MenuProps {
  /** The button that opens it; it gets `aria-haspopup` and `aria-expanded`. */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  align?: 'start' | 'center' | 'end';
}

/** A list of actions and links under a button (Base UI): the arrow keys move, typing a letter jumps, Escape closes. */
export function Menu({ trigger, items, align = 'end' }: MenuProps) {
  return (
    <BaseMenu.Root>
      <BaseMenu.Trigger render={trigger} />
      <BaseMenu.Portal>
        <BaseMenu.Positioner className={styles.positioner} align={align} sideOffset={4}>
          <BaseMenu.Popup className={styles.popup}>
            {items.map((item, index) => {
              if (item.kind === 'separator') {
                // biome-ignore lint/suspicious/noArrayIndexKey: separators have nothing else to tell them apart
                return <BaseMenu.Separator key={`separator-${index}`} className={styles.separator} />;
              }
              const content = (
                <>
                  {item.icon && <Icon icon={item.icon} size="small" className={styles.icon} />}
                  {item.label}
                </>
              );
              if (item.kind === 'link') {
                return (
                  <BaseMenu.LinkItem
                    key={item.label}
                    className={styles.item}
                    render={<Link to={item.to} />}
                    closeOnClick
                  >
                    {content}
                  </BaseMenu.LinkItem>
                );
              }
              return (
                <BaseMenu.Item
                  key={item.label}
                  className={styles.item}
                  onClick={item.onSelect}
                  disabled={item.disabled}
                >
                  {content}
                </BaseMenu.Item>
              );
            })}
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}

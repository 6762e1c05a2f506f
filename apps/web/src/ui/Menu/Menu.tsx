import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconPath } from '../icons.tsx';
import styles from './Menu.module.css';

export type MenuEntry =
  | { kind?: 'action'; label: string; icon?: IconPath; onSelect: () => void; disabled?: boolean }
  | { kind: 'link'; label: string; icon?: IconPath; to: string }
  /** One of a choice (`menuitemradio`): consecutive radio entries form one group, the `checked` one chosen. */
  | { kind: 'radio'; label: string; value: string; checked: boolean; onSelect: () => void }
  | { kind: 'separator' };

type RadioEntry = Extract<MenuEntry, { kind: 'radio' }>;

export interface MenuProps {
  /** The button that opens it; it gets `aria-haspopup` and `aria-expanded`. */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  align?: 'start' | 'center' | 'end';
  /** The menu's accessible name, when the trigger's text does not name it well ('Kur ieškoti'). */
  label?: string;
  /** Told when the menu opens and closes (a field beside it that must not take the focus moving in as a blur). */
  onOpenChange?: (open: boolean) => void;
  /** Open as soon as it mounts (a menu whose code was fetched by the click that asked for it). */
  defaultOpen?: boolean;
}

/** A list of actions and links under a button (Base UI): the arrow keys move, typing a letter jumps, Escape closes. */
export function Menu({ trigger, items, align = 'end', label, onOpenChange, defaultOpen }: MenuProps) {
  return (
    <BaseMenu.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange ? (open) => onOpenChange(open) : undefined}>
      <BaseMenu.Trigger render={trigger} />
      <BaseMenu.Portal>
        <BaseMenu.Positioner className={styles.positioner} align={align} sideOffset={4}>
          <BaseMenu.Popup className={styles.popup} aria-label={label}>
            {entries(items)}
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}

/** The entries in order, each run of radio entries wrapped in its group. */
function entries(items: readonly MenuEntry[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as MenuEntry;
    if (item.kind === 'radio') {
      const run: RadioEntry[] = [];
      while (index < items.length && (items[index] as MenuEntry).kind === 'radio') {
        run.push(items[index] as RadioEntry);
        index++;
      }
      index--;
      nodes.push(<RadioRun key={`radio-${run[0]?.value}`} run={run} />);
      continue;
    }
    if (item.kind === 'separator') {
      nodes.push(<BaseMenu.Separator key={`separator-${index}`} className={styles.separator} />);
      continue;
    }
    const content = (
      <>
        {item.icon && <Icon icon={item.icon} size="small" className={styles.icon} />}
        {item.label}
      </>
    );
    if (item.kind === 'link') {
      nodes.push(
        <BaseMenu.LinkItem key={item.label} className={styles.item} render={<Link to={item.to} />} closeOnClick>
          {content}
        </BaseMenu.LinkItem>,
      );
      continue;
    }
    nodes.push(
      <BaseMenu.Item key={item.label} className={styles.item} onClick={item.onSelect} disabled={item.disabled}>
        {content}
      </BaseMenu.Item>,
    );
  }
  return nodes;
}

function RadioRun({ run }: { run: RadioEntry[] }) {
  const chosen = run.find((entry) => entry.checked)?.value ?? null;
  return (
    <BaseMenu.RadioGroup value={chosen}>
      {run.map((entry) => (
        <BaseMenu.RadioItem
          key={entry.value}
          value={entry.value}
          className={styles.item}
          onClick={entry.onSelect}
          closeOnClick
        >
          {entry.label}
        </BaseMenu.RadioItem>
      ))}
    </BaseMenu.RadioGroup>
  );
}

import type { SearchFilterType } from '@skelbimai/contract';
import type { ReactElement } from 'react';
import { searchFilterTypes } from '../../lib/contract.ts';
import { t } from '../../messages/lt.ts';
import { Menu } from '../../ui/Menu/Menu.tsx';

interface FilterMenuProps {
  /** The button that opens it (the bar's 'Kur ieškoti: …'). */
  trigger: ReactElement;
  value: SearchFilterType;
  onChoose: (value: SearchFilterType) => void;
  onOpenChange: (open: boolean) => void;
  /** Open at once: the click that asked for it came before its code. */
  defaultOpen?: boolean;
}

/** Where to search: everywhere, in titles or in descriptions, as a choice of radio items (the kit's Menu). */
export function FilterMenu({ trigger, value, onChoose, onOpenChange, defaultOpen }: FilterMenuProps) {
  return (
    <Menu
      trigger={trigger}
      label={t.search.filterLabel}
      onOpenChange={onOpenChange}
      defaultOpen={defaultOpen}
      items={searchFilterTypes.map((type) => ({
        kind: 'radio' as const,
        label: t.search.filters[type],
        value: type,
        checked: type === value,
        onSelect: () => onChoose(type),
      }))}
    />
  );
}

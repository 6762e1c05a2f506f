import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SearchFilterType } from '@skelbimai/contract';
import { searchFilterTypes } from '../../lib/contract.ts';
import { t } from '../../messages/index.ts';

interface FilterMenuProps {
  id: string;
  anchor: HTMLElement | null;
  value: SearchFilterType;
  onChoose: (value: SearchFilterType) => void;
  onClose: () => void;
}

/** Where to search: everywhere, in titles or in descriptions. Loaded on first use (Menu brings Modal). */
export function FilterMenu({ id, anchor, value, onChoose, onClose }: FilterMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': t.search.filterLabel } }}
    >
      {searchFilterTypes.map((type) => (
        <MenuItem
          key={type}
          selected={type === value}
          role="menuitemradio"
          aria-checked={type === value}
          onClick={() => onChoose(type)}
        >
          {t.search.filters[type]}
        </MenuItem>
      ))}
    </Menu>
  );
}

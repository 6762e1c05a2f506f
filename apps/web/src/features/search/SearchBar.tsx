import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import type { SearchFilterType } from '@skelbimai/contract';
import { type FocusEvent, type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import { t } from '../../messages/index.ts';
import type { SearchTrigger } from './searchTarget.ts';
import { useSearchBar } from './useSearchBar.ts';
import { loadSuggestionList, useSuggestCombobox } from './useSuggestCombobox.ts';

// MUI's Menu brings Popover and Modal: fetched on the first click, not with every page.
const loadMenu = () => import('./FilterMenu.tsx');
const FilterMenu = lazy(() => loadMenu().then((module) => ({ default: module.FilterMenu })));
// The suggestions' list: fetched on the field's first focus (useSuggestCombobox).
const SuggestionList = lazy(() => loadSuggestionList().then((module) => ({ default: module.SuggestionList })));

/** The toolbar's search bar from 'sm' up (PRODUCT.md §2 'Search bar'); phones use SearchDialog. */
export function SearchBar() {
  const { current, locationKey, placeholder, filterHidden, suggestionsOffered, search, pickSuggestion } =
    useSearchBar();
  const [keyword, setKeyword] = useState(current.keyword);
  const [filterType, setFilterType] = useState(current.filterType);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuOpen = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const menuId = useId();

  // Follow the address (a search, the back button, links) so the field never shows a stale keyword.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation is a trigger.
  useEffect(() => {
    setKeyword(current.keyword);
    setFilterType(current.filterType);
  }, [locationKey, current.keyword, current.filterType]);

  const run = (trigger: SearchTrigger, next = { keyword, filterType }) => search(trigger, next);
  const combobox = useSuggestCombobox(keyword, suggestionsOffered, (suggestion) => {
    if (suggestion.kind === 'word') setKeyword(suggestion.text);
    pickSuggestion(suggestion, filterType);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    combobox.onLeave();
    run('enter');
  };

  const clear = (trigger: 'clear' | 'escape') => {
    setKeyword('');
    // The clear button disappears with the keyword: keep the focus in the field, not on the page.
    input.current?.focus();
    run(trigger, { keyword: '', filterType });
  };

  // Focus moving between the bar's own parts (clear, filter, icon, the open menu) is not a blur.
  const blur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (menuOpen.current || (next instanceof Node && event.currentTarget.contains(next))) return;
    combobox.onLeave();
    run('blur');
  };

  const openMenu = (anchor: HTMLElement) => {
    menuOpen.current = true;
    setMenuUsed(true);
    setMenuAnchor(anchor);
  };
  const closeMenu = () => {
    menuOpen.current = false;
    setMenuAnchor(null);
  };
  const choose = (value: SearchFilterType) => {
    closeMenu();
    setFilterType(value);
    run('filter', { keyword, filterType: value });
  };

  return (
    <Box component="form" role="search" onSubmit={submit} onBlur={blur} sx={barSx}>
      <IconButton
        color="inherit"
        size="small"
        aria-label={t.search.submit}
        title={t.search.submit}
        onClick={() => run('icon')}
        sx={{ ml: 0.5 }}
      >
        <SearchIcon />
      </IconButton>
      <InputBase
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          combobox.onTyped();
        }}
        onFocus={combobox.onFocus}
        // Tab to the bar's own buttons leaves the field, not the bar: the list closes, nothing is searched.
        onBlur={combobox.onLeave}
        onKeyDown={(event) => {
          if (combobox.onKeyDown(event)) return;
          if (event.key === 'Escape') {
            event.preventDefault();
            clear('escape');
          }
        }}
        inputRef={input}
        placeholder={placeholder}
        type="search"
        sx={inputSx}
        slotProps={{ input: { 'aria-label': placeholder, enterKeyHint: 'search', ...combobox.inputProps } }}
      />
      {combobox.expanded && (
        <Suspense fallback={null}>
          <SuggestionList list={combobox.list} floating />
        </Suspense>
      )}
      <Box role="status" sx={visuallyHidden}>
        {combobox.expanded ? t.search.suggestionsFound(combobox.list.suggestions.length) : ''}
      </Box>
      {keyword !== '' && (
        <IconButton
          color="inherit"
          size="small"
          aria-label={t.search.clear}
          title={t.search.clear}
          onClick={() => clear('clear')}
        >
          <ClearIcon fontSize="small" />
        </IconButton>
      )}
      {!filterHidden && (
        <>
          <Button
            color="inherit"
            size="small"
            endIcon={<ArrowDropDownIcon />}
            aria-label={t.search.filterButton(t.search.filters[filterType])}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            onPointerEnter={() => void loadMenu()}
            onClick={(event) => openMenu(event.currentTarget)}
            sx={filterButtonSx}
          >
            {t.search.filters[filterType]}
          </Button>
          {menuUsed && (
            <Suspense fallback={null}>
              <FilterMenu id={menuId} anchor={menuAnchor} value={filterType} onChoose={choose} onClose={closeMenu} />
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}

const barSx = (theme: import('@mui/material/styles').Theme) => ({
  // The suggestions' list is laid under the bar, as wide as it.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  maxWidth: 560,
  borderRadius: 1,
  bgcolor: alpha(theme.palette.common.white, 0.15),
  '&:hover, &:focus-within': { bgcolor: alpha(theme.palette.common.white, 0.25) },
});

const inputSx = {
  color: 'inherit',
  flex: 1,
  minWidth: 0,
  py: 0.75,
  px: 0.5,
  // Our own clear button replaces the browser's, which would clear without searching.
  '& input::-webkit-search-cancel-button': { display: 'none' },
  '& input::placeholder': { opacity: 0.8 },
} as const;

const filterButtonSx = {
  flexShrink: 0,
  textTransform: 'none',
  borderLeft: '1px solid',
  borderColor: 'rgba(255, 255, 255, 0.3)',
  borderRadius: 0,
  px: 1.5,
  // Wide enough for 'Pavadinime', so choosing a filter does not resize the field.
  minWidth: 118,
  justifyContent: 'space-between',
  alignSelf: 'stretch',
} as const;

import type { SearchFilterType } from '@skelbimai/contract';
import {
  type FocusEvent,
  type FormEvent,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { t } from '../../messages/lt.ts';
import { IconButton } from '../../ui/IconButton/IconButton.tsx';
import { iconArrowDropDown } from '../../ui/icons/iconArrowDropDown.ts';
import { iconClose } from '../../ui/icons/iconClose.ts';
import { iconSearch } from '../../ui/icons/iconSearch.ts';
import { Icon } from '../../ui/icons.tsx';
import { VisuallyHidden } from '../../ui/Layout/Layout.tsx';
import styles from './SearchBar.module.css';
import type { SearchTrigger } from './searchTarget.ts';
import { useSearchBar } from './useSearchBar.ts';
import { loadSuggestionList, useSuggestCombobox } from './useSuggestCombobox.ts';

// The filter's menu (Base UI's menu and its positioning) is fetched on the first sign of interest in the button
// (pointer over it, focus, touch), not with every page: until then the button is a plain one that looks the same.
const loadFilterMenu = () => import('./FilterMenu.tsx');
const FilterMenu = lazy(() => loadFilterMenu().then((module) => ({ default: module.FilterMenu })));
// The suggestions' list: fetched on the field's first focus (useSuggestCombobox).
const SuggestionList = lazy(() => loadSuggestionList().then((module) => ({ default: module.SuggestionList })));

/** The toolbar's search bar from 'sm' up (PRODUCT.md §2 'Search bar'); phones use SearchDialog. */
export function SearchBar() {
  const { current, locationKey, placeholder, filterHidden, suggestionsOffered, search, pickSuggestion } =
    useSearchBar();
  const [keyword, setKeyword] = useState(current.keyword);
  const [filterType, setFilterType] = useState(current.filterType);
  const menuOpen = useRef(false);
  // The menu replaces the plain button when that is first pressed, and opens then (FilterSlot).
  const [menuLoaded, setMenuLoaded] = useState(false);
  const filterButtonId = useId();
  const input = useRef<HTMLInputElement>(null);

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

  const choose = (value: SearchFilterType) => {
    menuOpen.current = false;
    setFilterType(value);
    run('filter', { keyword, filterType: value });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> around a form is not yet read as a landmark everywhere.
    <form role="search" onSubmit={submit} onBlur={blur} className={styles.bar}>
      <IconButton
        icon={iconSearch}
        tone="inherit"
        size="small"
        aria-label={t.search.submit}
        title={t.search.submit}
        onClick={() => run('icon')}
        className={styles.searchIcon}
      />
      <input
        ref={input}
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
        placeholder={placeholder}
        type="search"
        className={styles.input}
        aria-label={placeholder}
        enterKeyHint="search"
        {...combobox.inputProps}
      />
      {combobox.expanded && (
        <Suspense fallback={null}>
          <SuggestionList list={combobox.list} floating />
        </Suspense>
      )}
      <VisuallyHidden role="status">
        {combobox.expanded ? t.search.suggestionsFound(combobox.list.suggestions.length) : ''}
      </VisuallyHidden>
      {keyword !== '' && (
        <IconButton
          icon={iconClose}
          tone="inherit"
          size="small"
          aria-label={t.search.clear}
          title={t.search.clear}
          onClick={() => clear('clear')}
        />
      )}
      {!filterHidden && (
        <FilterSlot
          loaded={menuLoaded}
          buttonId={filterButtonId}
          label={t.search.filterButton(t.search.filters[filterType])}
          text={t.search.filters[filterType]}
          onIntent={() => void loadFilterMenu()}
          onPress={() => {
            // Opening moves the focus into the menu: not the bar's blur.
            menuOpen.current = true;
            void loadFilterMenu().then(() => setMenuLoaded(true));
          }}
          renderMenu={(trigger) => (
            <FilterMenu
              // It mounts on the press that asked for it.
              defaultOpen
              value={filterType}
              onChoose={choose}
              // Focus moving into the open menu is not the bar's blur.
              onOpenChange={(open) => {
                menuOpen.current = open;
                // The first opening's focus came from the plain button, gone since: it returns to the trigger.
                if (!open) requestAnimationFrame(() => returnFocus(filterButtonId));
              }}
              trigger={trigger}
            />
          )}
        />
      )}
    </form>
  );
}

interface FilterSlotProps {
  loaded: boolean;
  buttonId: string;
  label: string;
  text: string;
  /** Fetch the menu's code (pointer over the button, focus, touch). */
  onIntent: () => void;
  /** The plain button was pressed: fetch the code and open the menu as soon as it is here. */
  onPress: () => void;
  renderMenu: (trigger: ReactElement) => ReactNode;
}

/**
 * 'Kur ieškoti: …': a plain button until it is first pressed (the server's render, and every visitor who never
 * touches it), then the menu with its own trigger, drawn the same, opened at once.
 */
function FilterSlot({ loaded, buttonId, label, text, onIntent, onPress, renderMenu }: FilterSlotProps) {
  const content = (
    <>
      {text}
      <Icon icon={iconArrowDropDown} size="small" />
    </>
  );
  const plain = (
    <button
      type="button"
      id={buttonId}
      className={styles.filterButton}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      onClick={onPress}
    >
      {content}
    </button>
  );
  if (!loaded) return plain;
  return (
    <Suspense fallback={plain}>
      {renderMenu(
        <button type="button" id={buttonId} className={styles.filterButton} aria-label={label}>
          {content}
        </button>,
      )}
    </Suspense>
  );
}

/** After the menu closes, a focus left on nothing (its first opener is gone) goes back to its trigger. */
function returnFocus(buttonId: string) {
  if (document.activeElement === document.body || document.activeElement === null) {
    document.getElementById(buttonId)?.focus();
  }
}

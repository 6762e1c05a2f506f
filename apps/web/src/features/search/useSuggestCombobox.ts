import type { SearchSuggestion } from '@skelbimai/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import type { SuggestionListState } from './SuggestionList.tsx';
import { useSuggestions } from './suggestApi.ts';

/** The list's component, fetched on the field's first focus rather than with every page. */
export const loadSuggestionList = () => import('./SuggestionList.tsx');

/** What the suggestion list renders (SuggestionList's props). */
/**
 * The search field as a WAI-ARIA combobox with a list of suggestions (PRODUCT.md §20): typing opens the list,
 * ArrowDown/ArrowUp move through it (wrapping), Enter picks the active suggestion (without one, the form
 * searches the typed text as before), Escape closes an open list, and leaving the field closes it.
 * The focus stays in the field throughout; the active option is named by aria-activedescendant.
 */
export function useSuggestCombobox(keyword: string, enabled: boolean, pick: (suggestion: SearchSuggestion) => void) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const suggestions = useSuggestions(keyword, enabled && focused);
  // The active option belongs to the list it was picked in: a new list starts with nothing active (Enter then
  // searches what was typed). Derived in the render, not reset by an effect, which would run only after the
  // next paint and could undo an ArrowDown pressed as the list appeared.
  const [active, setActive] = useState({ list: suggestions, index: -1 });
  const activeIndex = active.list === suggestions ? active.index : -1;
  const setActiveIndex = (index: number) => setActive({ list: suggestions, index });
  const expanded = enabled && wanted && suggestions.length > 0;

  const close = () => {
    setWanted(false);
    setActiveIndex(-1);
  };
  const choose = (suggestion: SearchSuggestion) => {
    close();
    pick(suggestion);
  };
  const optionId = (index: number) => `${id}-option-${index}`;

  /** Handles the combobox keys; true when the key was used (the caller then does nothing more with it). */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return false;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Closed: ArrowDown opens on the first option, ArrowUp on the last.
      const from = expanded ? activeIndex : step === 1 ? -1 : suggestions.length;
      setWanted(true);
      setActiveIndex((from + step + suggestions.length) % suggestions.length);
      return true;
    }
    if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      const suggestion = suggestions[activeIndex];
      if (!suggestion) return false;
      event.preventDefault();
      choose(suggestion);
      return true;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
      return true;
    }
    return false;
  };

  const list: SuggestionListState = { id: `${id}-list`, suggestions, activeIndex, optionId, onPick: choose };
  return {
    /** Spread on the <input>: its combobox role and state (a plain search field where nothing is offered). */
    inputProps: enabled
      ? {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': expanded,
          'aria-controls': expanded ? list.id : undefined,
          'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
        }
      : {},
    onFocus: () => {
      setFocused(true);
      if (enabled) void loadSuggestionList();
    },
    /** The text changed by typing: show the suggestions for it. */
    onTyped: () => setWanted(true),
    onKeyDown,
    /** The focus left the field: the list closes (the text stays). */
    onLeave: close,
    expanded,
    list,
  };
}

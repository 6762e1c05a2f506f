import type { SearchSuggestion } from '@skelbimai/contract';
import { countLt } from '../../lib/plural.ts';
import { t } from '../../messages/lt.ts';
import { iconCategoryOutlined } from '../../ui/icons/iconCategoryOutlined.ts';
import { iconSearch } from '../../ui/icons/iconSearch.ts';
import { Icon } from '../../ui/icons.tsx';
import styles from './SuggestionList.module.css';

/** What the combobox (useSuggestCombobox) hands the list it shows. */
export interface SuggestionListState {
  id: string;
  suggestions: SearchSuggestion[];
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (suggestion: SearchSuggestion) => void;
}

/**
 * The combobox's list of suggestions (PRODUCT.md §20): a listbox whose options the field's keys move through
 * (useSuggestCombobox). A press on an option must not take the focus from the field (which would count as the
 * field's blur, a search of the typed text): mousedown is cancelled and the click picks. `floating` lays it
 * over the page under the toolbar's field; in the phone dialog it sits in the flow under the field.
 */
export function SuggestionList({ list, floating }: { list: SuggestionListState; floating: boolean }) {
  return (
    <div className={floating ? styles.floating : styles.inline}>
      <div role="listbox" id={list.id} aria-label={t.search.suggestions} className={styles.list}>
        {list.suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field's keys move through the options (aria-activedescendant).
          <div
            role="option"
            key={keyOf(suggestion)}
            id={list.optionId(index)}
            aria-selected={index === list.activeIndex}
            // Never focused (a press is cancelled on mousedown): the field keeps the focus.
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => list.onPick(suggestion)}
            className={styles.option}
          >
            <Icon
              icon={suggestion.kind === 'category' ? iconCategoryOutlined : iconSearch}
              size="small"
              className={styles.icon}
            />
            <span className={styles.text}>{suggestion.text}</span>
            <span className={styles.detail}>{detailOf(suggestion)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Words are unique in an answer; categories by where they lead. */
const keyOf = (suggestion: SearchSuggestion) =>
  suggestion.kind === 'word'
    ? `word:${suggestion.text}`
    : `category:${suggestion.categoryName}/${suggestion.subCategoryName ?? ''}`;

/** How many ads a suggestion finds ('12 skelbimų'), and for a category where it sits. */
function detailOf(suggestion: SearchSuggestion): string {
  const count = countLt(suggestion.adCount, t.plural.ads);
  if (suggestion.kind === 'word') return count;
  const where = suggestion.parentText
    ? t.search.suggestionSubCategory(suggestion.parentText)
    : t.search.suggestionCategory;
  return `${where} · ${count}`;
}

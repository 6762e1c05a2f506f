import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SearchSuggestion } from '@skelbimai/contract';
import { countLt } from '../../lib/plural.ts';
import { t } from '../../messages/index.ts';

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
    <Paper
      elevation={floating ? 8 : 0}
      variant={floating ? 'elevation' : 'outlined'}
      sx={floating ? floatingSx : inlineSx}
    >
      <Box component="ul" role="listbox" id={list.id} aria-label={t.search.suggestions} sx={listSx}>
        {list.suggestions.map((suggestion, index) => (
          <Box
            component="li"
            role="option"
            key={keyOf(suggestion)}
            id={list.optionId(index)}
            aria-selected={index === list.activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => list.onPick(suggestion)}
            sx={optionSx}
          >
            {suggestion.kind === 'category' ? (
              <CategoryIcon fontSize="small" color="action" aria-hidden />
            ) : (
              <SearchIcon fontSize="small" color="action" aria-hidden />
            )}
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {suggestion.text}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem', flexShrink: 0 }}>
              {detailOf(suggestion)}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
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

const floatingSx = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  mt: 0.5,
  zIndex: 'modal',
  color: 'text.primary',
  overflow: 'hidden',
} as const;

const inlineSx = { mt: 1, overflow: 'hidden' } as const;

const listSx = { listStyle: 'none', m: 0, p: 0, py: 0.5 } as const;

const optionSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: 2,
  // At least 44 px tall: a finger can hit one option and not its neighbour.
  minHeight: 44,
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-selected="true"]': { bgcolor: 'action.selected' },
} as const;

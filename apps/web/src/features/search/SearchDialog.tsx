import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { SearchFilterType } from '@skelbimai/contract';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { searchFilterTypes } from '../../lib/contract.ts';
import { t } from '../../messages/index.ts';
import { parseFilterType } from './searchTarget.ts';
import { useSearchBar } from './useSearchBar.ts';
import { loadSuggestionList, useSuggestCombobox } from './useSuggestCombobox.ts';

const SuggestionList = lazy(() => loadSuggestionList().then((module) => ({ default: module.SuggestionList })));

/**
 * The search bar on phones: a dialog 'Paieška' (at most 500 px wide). Only Enter and 'Ieškoti'
 * search; 'Uždaryti', Escape and a click outside close it and forget what was typed. Suggestions appear
 * under the field as it is typed (the same combobox as the toolbar's); Escape first closes them.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { current, placeholder, filterHidden, suggestionsOffered, search, pickSuggestion } = useSearchBar();
  const [keyword, setKeyword] = useState(current.keyword);
  const [filterType, setFilterType] = useState(current.filterType);
  const titleId = useId();
  const filterLabelId = useId();

  // Each opening starts from the address's keyword and filter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening resets the form.
  useEffect(() => {
    if (!open) return;
    setKeyword(current.keyword);
    setFilterType(current.filterType);
  }, [open]);

  const combobox = useSuggestCombobox(keyword, suggestionsOffered, (suggestion) => {
    pickSuggestion(suggestion, filterType);
    onClose();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search('enter', { keyword, filterType });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: 500, mx: 2, width: 'calc(100% - 32px)' } } }}
    >
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t.search.dialogTitle}</DialogTitle>
        <DialogContent>
          <TextField
            value={keyword}
            onChange={(event) => {
              setKeyword(event.target.value);
              combobox.onTyped();
            }}
            onFocus={combobox.onFocus}
            onKeyDown={(event) => {
              // Handled here (Escape closing the suggestions): the dialog must not also close.
              if (combobox.onKeyDown(event)) event.stopPropagation();
            }}
            placeholder={placeholder}
            type="search"
            fullWidth
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { 'aria-label': placeholder, enterKeyHint: 'search', ...combobox.inputProps } }}
          />
          {combobox.expanded && (
            <Suspense fallback={null}>
              <SuggestionList list={combobox.list} floating={false} />
            </Suspense>
          )}
          {!filterHidden && (
            <FormControl sx={{ mt: 2 }}>
              <FormLabel id={filterLabelId}>{t.search.filterLabel}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={filterLabelId}
                value={filterType}
                onChange={(event) => setFilterType(parseFilterType(event.target.value) satisfies SearchFilterType)}
              >
                {searchFilterTypes.map((type) => (
                  <FormControlLabel key={type} value={type} control={<Radio />} label={t.search.filters[type]} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.search.close}</Button>
          <Button type="submit" variant="contained">
            {t.search.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import type { SearchFilterType } from '@skelbimai/contract';
import { type FormEvent, lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { searchFilterTypes } from '../../lib/contract.ts';
import { t } from '../../messages/lt.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { RadioGroup } from '../../ui/Choice/Choice.tsx';
import { cx } from '../../ui/cx.ts';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { fieldControlClassName } from '../../ui/Field/Field.tsx';
import styles from './SearchDialog.module.css';
import { parseFilterType } from './searchTarget.ts';
import { useSearchBar } from './useSearchBar.ts';
import { loadSuggestionList, useSuggestCombobox } from './useSuggestCombobox.ts';

const SuggestionList = lazy(() => loadSuggestionList().then((module) => ({ default: module.SuggestionList })));

/**
 * The search bar on phones: a dialog 'Paieška' (at most 500 px wide). Only Enter and 'Ieškoti'
 * search; 'Uždaryti' (the dialog's close button), Escape and a click outside close it and forget what was typed. Suggestions appear
 * under the field as it is typed (the same combobox as the toolbar's); Escape first closes them.
 */
export function SearchDialog({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  /** What has the focus back on closing (the icon that opened it; a tap's keyboard stand-in is gone by then). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { current, placeholder, filterHidden, suggestionsOffered, search, pickSuggestion } = useSearchBar();
  const [keyword, setKeyword] = useState(current.keyword);
  const [filterType, setFilterType] = useState(current.filterType);
  const formId = useId();
  // The field has the focus as the dialog opens, by a tap too, so the phone's keyboard comes up at once.
  const field = useRef<HTMLInputElement>(null);

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
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t.search.dialogTitle}
      closeLabel={t.search.close}
      className={styles.dialog}
      initialFocus={field}
      finalFocus={returnFocusTo}
      actions={
        // The form's submit button, outside the form's element in the dialog's button row.
        <Button type="submit" form={formId} variant="primary">
          {t.search.submit}
        </Button>
      }
    >
      <form id={formId} onSubmit={submit}>
        <input
          ref={field}
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
          className={cx(fieldControlClassName, styles.input)}
          aria-label={placeholder}
          enterKeyHint="search"
          {...combobox.inputProps}
        />
        {combobox.expanded && (
          <Suspense fallback={null}>
            <SuggestionList list={combobox.list} floating={false} />
          </Suspense>
        )}
        {!filterHidden && (
          <RadioGroup
            legend={t.search.filterLabel}
            name="searchFilterType"
            direction="row"
            value={filterType}
            onChange={(value) => setFilterType(parseFilterType(value) satisfies SearchFilterType)}
            options={searchFilterTypes.map((type) => ({ value: type, label: t.search.filters[type] }))}
            className={styles.filter}
          />
        )}
      </form>
    </Dialog>
  );
}

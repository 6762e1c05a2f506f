import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { searchPath } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';

/**
 * The toolbar's search slot for now: a keyword field that searches all ads on Enter. The ads
 * issue replaces it with the full search bar of SPEC.md §2 (filters, per-page destinations).
 */
export function SearchField() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('searchKeyword') ?? '';
  const [keyword, setKeyword] = useState(current);
  // Follow the URL (back button, links) so the field never shows a stale keyword.
  useEffect(() => setKeyword(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(keyword.trim()));
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        maxWidth: 520,
        borderRadius: 1,
        bgcolor: alpha(theme.palette.common.white, 0.15),
        '&:hover, &:focus-within': { bgcolor: alpha(theme.palette.common.white, 0.25) },
      })}
    >
      <SearchIcon sx={{ mx: 1.5, opacity: 0.85 }} aria-hidden />
      <InputBase
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t.nav.search}
        type="search"
        sx={{ color: 'inherit', flex: 1, py: 0.75, pr: 1 }}
        slotProps={{ input: { 'aria-label': t.nav.search, enterKeyHint: 'search' } }}
      />
    </Box>
  );
}

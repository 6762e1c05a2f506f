import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type OpenedSavedSearch,
  type SavedSearch,
  type SavedSearchFrequency,
  savedSearchFrequencies,
  savedSearchPath,
} from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/errorText.ts';
import { api } from '../../api/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { t, tal } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';

const listKey = ['savedSearches'] as const;

/**
 * /mano/paieskos: the user's saved searches with their filters in words and new ads since last
 * opened. Opening one calls the API's `open` first, so its count starts again, then goes to its list.
 */
export default function SavedSearchesPage() {
  usePageTitle(t.pages.savedSearches);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const searches = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.get<SavedSearch[]>('/api/savedsearches/list', undefined, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const update = useMutation({
    mutationFn: (change: { id: number; frequency: SavedSearchFrequency }) =>
      api.post<SavedSearch>('/api/savedsearches/update', change),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/api/savedsearches/delete', { id }),
    onSettled: refresh,
  });
  const open = useMutation({
    mutationFn: (id: number) => api.post<OpenedSavedSearch>('/api/savedsearches/open', { id }),
    onSuccess: (opened) => navigate(savedSearchPath(opened.search.query)),
  });
  const failed = update.error ?? remove.error ?? open.error;

  return (
    <>
      <PageHeading>{t.pages.savedSearches}</PageHeading>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(failed)}
        </Alert>
      )}
      {searches.error ? (
        <Alert severity="error">{errorText(searches.error)}</Alert>
      ) : !searches.data ? (
        <Skeleton variant="rounded" height={160} aria-busy="true" />
      ) : searches.data.length === 0 ? (
        <Typography>{tal.list.empty}</Typography>
      ) : (
        <List aria-label={t.pages.savedSearches} disablePadding>
          {searches.data.map((search) => (
            <ListItem key={search.id} disableGutters>
              <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Typography variant="h6" component="h2">
                    {search.name}
                  </Typography>
                  {search.newAdCount > 0 && (
                    <Chip color="primary" size="small" label={tal.list.newAds(search.newAdCount)} />
                  )}
                </Stack>
                <Typography color="textSecondary" sx={{ mb: 1 }}>
                  {search.description}
                </Typography>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                  useFlexGap
                >
                  <TextField
                    select
                    size="small"
                    label={tal.list.frequency}
                    value={search.frequency}
                    disabled={update.isPending}
                    onChange={(event) =>
                      update.mutate({ id: search.id, frequency: event.target.value as SavedSearchFrequency })
                    }
                    sx={{ minWidth: 200 }}
                  >
                    {savedSearchFrequencies.map((value) => (
                      <MenuItem key={value} value={value}>
                        {tal.frequencies[value]}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button variant="contained" disabled={open.isPending} onClick={() => open.mutate(search.id)}>
                    {tal.list.open(search.name)}
                  </Button>
                  <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate(search.id)}>
                    {tal.list.delete(search.name)}
                  </Button>
                </Stack>
              </Paper>
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

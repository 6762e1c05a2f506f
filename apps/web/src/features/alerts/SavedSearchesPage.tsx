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
import { tal } from '../../messages/alerts.ts';
import { t } from '../../messages/lt.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Chip } from '../../ui/Badge/Badge.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { SelectField } from '../../ui/Field/Field.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { usePageTitle } from '../site/index.ts';
import styles from './alerts.module.css';

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
        <Alert severity="error" className={styles.failed}>
          {errorText(failed)}
        </Alert>
      )}
      {searches.error ? (
        <Alert severity="error">{errorText(searches.error)}</Alert>
      ) : !searches.data ? (
        <div aria-busy="true">
          <Skeleton shape="rect" height={160} />
        </div>
      ) : searches.data.length === 0 ? (
        <Text>{tal.list.empty}</Text>
      ) : (
        <ul aria-label={t.pages.savedSearches} className={styles.searches}>
          {searches.data.map((search) => (
            <Card as="li" key={search.id}>
              <div className={styles.title}>
                <Heading level={2} size="h6">
                  {search.name}
                </Heading>
                {search.newAdCount > 0 && (
                  <Chip tone="primary" size="small">
                    {tal.list.newAds(search.newAdCount)}
                  </Chip>
                )}
              </div>
              <Text tone="secondary" className={styles.description}>
                {search.description}
              </Text>
              <div className={styles.controls}>
                <SelectField
                  label={tal.list.frequency}
                  className={styles.frequency}
                  value={search.frequency}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate({ id: search.id, frequency: event.target.value as SavedSearchFrequency })
                  }
                  options={savedSearchFrequencies.map((value) => ({ value, label: tal.frequencies[value] }))}
                />
                <Button variant="primary" disabled={open.isPending} onClick={() => open.mutate(search.id)}>
                  {tal.list.open(search.name)}
                </Button>
                <Button
                  variant="text"
                  className={styles.danger}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(search.id)}
                >
                  {tal.list.delete(search.name)}
                </Button>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </>
  );
}

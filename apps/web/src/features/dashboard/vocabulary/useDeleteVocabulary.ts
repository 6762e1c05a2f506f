import type { VocabularyEntry } from '@skelbimai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { tadm } from '../../../messages/admin.ts';
import { adminCalls, dashboardKeys, type PagedList } from '../api.ts';

/**
 * Deletes a vocabulary entry: gone from every loaded page at once, then the lists are fetched again. A refusal
 * (someone deleted it meanwhile: 404 'Tokio įrašo nebėra.') refreshes them too, so the row does not linger.
 */
export function useDeleteVocabulary() {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const refresh = () => client.invalidateQueries({ queryKey: dashboardKeys.vocabularyAll });
  return useMutation({
    mutationFn: (entry: VocabularyEntry) => adminCalls.deleteVocabulary(entry.id),
    onSuccess: (_result, entry) => {
      client.setQueriesData<PagedList<VocabularyEntry>>({ queryKey: dashboardKeys.vocabularyAll }, (old) =>
        old ? { ...old, items: old.items.filter((item) => item.id !== entry.id), totalCount: old.totalCount - 1 } : old,
      );
      snackbar.show({ text: tadm.vocabulary.deleted, color: 'success' });
      return refresh();
    },
    onError: () => refresh(),
  });
}

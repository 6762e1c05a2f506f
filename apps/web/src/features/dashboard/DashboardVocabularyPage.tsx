import { VocabularyPage } from './vocabulary/VocabularyPage.tsx';

// /dashboard/zodynas (moderators and administrators): the search vocabulary, its synonyms added and deleted.
export default function DashboardVocabularyPage() {
  return <VocabularyPage />;
}

import { WordsPage } from './words/WordsPage.tsx';

// /dashboard/zodziai (moderators and administrators): the words that hold an ad for review.
export default function DashboardWordsPage() {
  return <WordsPage />;
}

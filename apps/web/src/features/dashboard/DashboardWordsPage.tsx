import { WordsPage } from './words/WordsPage.tsx';

// /dashboard/zodziai (moderators and administrators): the words that hold an ad for review (issue 29).
export default function DashboardWordsPage() {
  return <WordsPage />;
}

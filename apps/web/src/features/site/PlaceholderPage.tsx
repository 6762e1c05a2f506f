import { ComingSoon } from '../../components/ComingSoon.tsx';
import { usePageTitle } from './usePageTitle.ts';

/** A screen not built yet: its title (also in document.title) and the 'ruošiama' notice. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return <ComingSoon title={title} />;
}

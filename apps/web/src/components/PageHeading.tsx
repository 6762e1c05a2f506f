import type { ReactNode } from 'react';
import { PageTitle } from '../ui/Text/Text.tsx';

/** The one h1 of a page; sized down on phones where a display-size title would wrap badly. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <PageTitle>{children}</PageTitle>;
}

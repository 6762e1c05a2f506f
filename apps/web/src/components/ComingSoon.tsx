import type { ReactNode } from 'react';
import { t } from '../messages/lt.ts';
import { Alert } from '../ui/Alert/Alert.tsx';
import { iconConstruction } from '../ui/icons/iconConstruction.ts';
import { PageHeading } from './PageHeading.tsx';

/**
 * Placeholder for a screen not built yet: the route, guard and title already work,
 * so links and redirects can be tested before the screen exists.
 */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {children}
      <Alert severity="info" icon={iconConstruction} data-testid="coming-soon">
        {t.comingSoon.notice}
      </Alert>
    </>
  );
}

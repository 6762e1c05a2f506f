import type { ReactNode } from 'react';

/**
 * One column of row cards on phones, two to four columns of tiles on wider screens (`.ad-grid`,
 * card/postCardStyles.ts).
 */
export function PostGrid({ children, label, busy }: { children: ReactNode; label: string; busy?: boolean }) {
  return (
    <ul className="ad-grid" aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export function PostGridItem({ children }: { children: ReactNode }) {
  return <li className="ad-grid__item">{children}</li>;
}

import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A count in a small circle on the corner of what it wraps, as MUI's `<Badge color="primary">`, nothing shown at
 * zero: plain elements with the classes below, for the phone's 'Filtrai' button on every list page
 * (DECISIONS #156). Elsewhere use MUI's Badge.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className="count-badge">
      {children}
      {count > 0 && <span className="count-badge__count">{count}</span>}
    </span>
  );
}

export const countBadgeStyles = (theme: Theme) => ({
  '.count-badge': { position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 },
  '.count-badge__count': {
    position: 'absolute',
    top: 0,
    right: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontFamily: theme.typography.fontFamily,
    fontWeight: theme.typography.fontWeightMedium,
    fontSize: theme.typography.pxToRem(12),
    lineHeight: 1,
    transform: 'scale(1) translate(50%, -50%)',
    transformOrigin: '100% 0%',
  },
});

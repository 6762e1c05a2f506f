import type { Theme } from '@mui/material/styles';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';

export interface TrailItem {
  label: string;
  /** Where the item leads; the page's own place (the last item) has none. */
  to?: string;
}

/**
 * A trail of links to where a page sits (a list's and an ad's categories), marked up as MUI's Breadcrumbs marks
 * it: a named `<nav>` around an ordered list, the '/' separators hidden from screen readers. Plain elements with
 * the classes below: the trail is on every list and ad page, and MUI's Typography, Box and Link were a styled
 * component per part, rendered for every visitor and again while a phone hydrates (DECISIONS #152, #156).
 */
export function Breadcrumbs({ label, items, small }: { label: string; items: TrailItem[]; small?: boolean }) {
  return (
    <nav aria-label={label} className={small ? 'breadcrumbs breadcrumbs--small' : 'breadcrumbs'}>
      <ol>
        {items.map((item, index) => (
          <Fragment key={item.to ?? item.label}>
            {index > 0 && (
              <li aria-hidden className="breadcrumbs__separator">
                /
              </li>
            )}
            <li>
              {item.to ? (
                <RouterLink to={item.to} className="breadcrumbs__link">
                  {item.label}
                </RouterLink>
              ) : (
                item.label
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

export const breadcrumbsStyles = (theme: Theme) => ({
  '.breadcrumbs': {
    ...theme.typography.body1,
    margin: '0 0 8px',
    color: theme.palette.text.secondary,
    '& > ol': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' },
  },
  '.breadcrumbs--small': theme.typography.body2,
  '.breadcrumbs__separator': { display: 'flex', margin: '0 8px', userSelect: 'none' },
  '.breadcrumbs__link': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
});

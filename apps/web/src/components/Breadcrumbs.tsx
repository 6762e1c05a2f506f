import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Children, Fragment, isValidElement, type ReactNode } from 'react';

const separatorStyle = { display: 'flex', userSelect: 'none', mx: 1 } as const;
const trailStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' } as const;

/**
 * A trail of links to where a page sits (a list's and an ad's categories), marked up as MUI's Breadcrumbs marks
 * it: a named `<nav>` around an ordered list, the '/' separators hidden from screen readers. MUI's component,
 * whose collapsing of long trails no trail here needs, was a script of its own on the lists and the ad page
 * (1.8 kB of their 150, DECISIONS #152).
 */
export function Breadcrumbs({ label, sx, children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Typography component="nav" aria-label={label} color="textSecondary" sx={sx}>
      <Box component="ol" sx={trailStyle}>
        {Children.toArray(children).map((item, index) => (
          <Fragment key={isValidElement(item) ? item.key : index}>
            {index > 0 && (
              <Box component="li" aria-hidden sx={separatorStyle}>
                /
              </Box>
            )}
            <li>{item}</li>
          </Fragment>
        ))}
      </Box>
    </Typography>
  );
}

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the overview, the whole card a link to the list behind it. */
export function StatCard({
  title,
  value,
  detail,
  to,
  linkLabel,
  highlight = false,
  children,
}: {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  to: string;
  linkLabel: string;
  highlight?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: highlight ? 'warning.main' : undefined }}>
      <CardActionArea component={Link} to={to} aria-label={`${title}: ${linkLabel}`} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="subtitle2" color="textSecondary" component="h2">
            {title}
          </Typography>
          <Typography variant="h4" component="p" sx={{ my: 0.5 }}>
            {value}
          </Typography>
          {detail && (
            <Typography variant="body2" color="textSecondary" component="div">
              {detail}
            </Typography>
          )}
          {children}
          <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
            {linkLabel} →
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import GroupsIcon from '@mui/icons-material/Groups';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRenderNow } from '../../components/RenderClock.tsx';
import { useSiteInfo } from '../../features/site/index.ts';
import { currentYear } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';

/** PRODUCT.md §2 'Footer': contacts and Facebook links from the settings, the year and the site name. */
export function Footer() {
  const site = useSiteInfo().data;
  const siteName = site?.siteName || t.app.fallbackSiteName;
  const renderedAt = useRenderNow();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', mt: 6, py: 4 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h2" sx={{ color: 'common.white' }}>
              {t.footer.contacts}
            </Typography>
            {site?.contactPhone && (
              <FooterLink href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`} icon={<PhoneIcon />}>
                {site.contactPhone}
              </FooterLink>
            )}
            {site?.contactEmail && (
              <FooterLink href={`mailto:${site.contactEmail}`} icon={<EmailIcon />}>
                {site.contactEmail}
              </FooterLink>
            )}
            {site?.facebookPageUrl && (
              <FooterLink href={site.facebookPageUrl} icon={<FacebookIcon />} external>
                {t.footer.facebookPage}
              </FooterLink>
            )}
            {site?.facebookGroupUrl && (
              <FooterLink href={site.facebookGroupUrl} icon={<GroupsIcon />} external>
                {t.footer.facebookGroup}
              </FooterLink>
            )}
          </Stack>
          <Stack spacing={1}>
            {[
              { to: paths.information, label: t.nav.information },
              { to: paths.rules, label: t.nav.rules },
              { to: paths.pricing, label: t.nav.pricing },
              { to: paths.inspire, label: t.nav.inspire },
            ].map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 3, color: 'grey.500' }}>
          © {currentYear(renderedAt === undefined ? undefined : new Date(renderedAt))} {siteName}. {t.footer.rights}
        </Typography>
      </Container>
    </Box>
  );
}

interface FooterLinkProps {
  href: string;
  icon: ReactElement;
  external?: boolean;
  children: string;
}

function FooterLink({ href, icon, external, children }: FooterLinkProps) {
  return (
    <Link
      href={href}
      color="inherit"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, '& svg': { fontSize: 18 } }}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon}
      {children}
    </Link>
  );
}

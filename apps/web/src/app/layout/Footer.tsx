import { useRenderNow } from '../../components/RenderClock.tsx';
import { useSiteInfo } from '../../features/site/index.ts';
import { currentYear } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { iconEmail } from '../../ui/icons/iconEmail.ts';
import { iconFacebook } from '../../ui/icons/iconFacebook.ts';
import { iconGroups } from '../../ui/icons/iconGroups.ts';
import { iconPhone } from '../../ui/icons/iconPhone.ts';
import { Icon, type IconPath } from '../../ui/icons.tsx';
import { Container, Stack } from '../../ui/Layout/Layout.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { TextLink } from '../../ui/TextLink/TextLink.tsx';
import styles from './Footer.module.css';

/** PRODUCT.md §2 'Footer': contacts and Facebook links from the settings, the year and the site name. */
export function Footer() {
  const site = useSiteInfo().data;
  const siteName = site?.siteName || t.app.fallbackSiteName;
  const renderedAt = useRenderNow();
  return (
    <footer className={styles.footer}>
      <Container maxWidth="lg">
        <Stack direction="rowFromMd" gap={3} justify="between">
          <Stack gap={1}>
            <Heading level={2} size="subtitle2" className={styles.heading}>
              {t.footer.contacts}
            </Heading>
            {site?.contactPhone && (
              <FooterLink href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`} icon={iconPhone}>
                {site.contactPhone}
              </FooterLink>
            )}
            {site?.contactEmail && (
              <FooterLink href={`mailto:${site.contactEmail}`} icon={iconEmail}>
                {site.contactEmail}
              </FooterLink>
            )}
            {site?.facebookPageUrl && (
              <FooterLink href={site.facebookPageUrl} icon={iconFacebook} external>
                {t.footer.facebookPage}
              </FooterLink>
            )}
            {site?.facebookGroupUrl && (
              <FooterLink href={site.facebookGroupUrl} icon={iconGroups} external>
                {t.footer.facebookGroup}
              </FooterLink>
            )}
          </Stack>
          <Stack gap={1}>
            {[
              { to: paths.information, label: t.nav.information },
              { to: paths.rules, label: t.nav.rules },
              { to: paths.pricing, label: t.nav.pricing },
              { to: paths.inspire, label: t.nav.inspire },
            ].map((link) => (
              <TextLink key={link.to} to={link.to} tone="inherit">
                {link.label}
              </TextLink>
            ))}
          </Stack>
        </Stack>
        <Text variant="body2" className={styles.copyright}>
          © {currentYear(renderedAt === undefined ? undefined : new Date(renderedAt))} {siteName}. {t.footer.rights}
        </Text>
      </Container>
    </footer>
  );
}

interface FooterLinkProps {
  href: string;
  icon: IconPath;
  external?: boolean;
  children: string;
}

function FooterLink({ href, icon, external, children }: FooterLinkProps) {
  return (
    <TextLink href={href} tone="inherit" className={styles.iconLink} {...(external ? { target: '_blank' } : {})}>
      <Icon icon={icon} className={styles.icon} />
      {children}
    </TextLink>
  );
}

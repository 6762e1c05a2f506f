import { ContentSections } from '../../components/ContentSections.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { aboutPortal } from '../../messages/content/index.ts';
import { tinfo } from '../../messages/info.ts';
import { t } from '../../messages/lt.ts';
import { iconEmail } from '../../ui/icons/iconEmail.ts';
import { iconFacebook } from '../../ui/icons/iconFacebook.ts';
import { iconGroups } from '../../ui/icons/iconGroups.ts';
import { iconPhone } from '../../ui/icons/iconPhone.ts';
import { Icon } from '../../ui/icons.tsx';
import { Heading } from '../../ui/Text/Text.tsx';
import { usePageTitle, useSiteInfo } from '../site/index.ts';
import styles from './InformationPage.module.css';
import { useSiteFacts } from './useSiteFacts.ts';

/** /information: about the portal and its contacts, all from the server's settings. */
export default function InformationPage() {
  usePageTitle(t.pages.information);
  const facts = useSiteFacts();
  const site = useSiteInfo().data;
  const contacts = [
    site?.contactPhone && {
      href: `tel:${site.contactPhone.replace(/[^\d+]/g, '')}`,
      icon: iconPhone,
      primary: site.contactPhone,
      secondary: tinfo.phone,
    },
    site?.contactEmail && {
      href: `mailto:${site.contactEmail}`,
      icon: iconEmail,
      primary: site.contactEmail,
      secondary: tinfo.email,
    },
    site?.facebookPageUrl && {
      href: site.facebookPageUrl,
      icon: iconFacebook,
      primary: t.footer.facebookPage,
      secondary: tinfo.facebookPageHint,
      external: true,
    },
    site?.facebookGroupUrl && {
      href: site.facebookGroupUrl,
      icon: iconGroups,
      primary: t.footer.facebookGroup,
      secondary: tinfo.facebookGroupHint,
      external: true,
    },
  ].filter((item) => !!item);

  return (
    <>
      <PageHeading>{t.pages.information}</PageHeading>
      <ContentSections sections={aboutPortal(facts)} />
      <Heading level={2} size="h6" className={styles.contactsHeading}>
        {t.footer.contacts}
      </Heading>
      {/* A list holds only list items (WCAG 1.3.1): each link in its own <li>. */}
      <ul className={styles.contacts}>
        {contacts.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className={styles.contact}
              {...('external' in item ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className={styles.contactIcon}>
                <Icon icon={item.icon} />
              </span>
              <span className={styles.contactText}>
                <span className={styles.primary}>{item.primary}</span>
                <span className={styles.secondary}>{item.secondary}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import GroupsIcon from '@mui/icons-material/Groups';
import PhoneIcon from '@mui/icons-material/Phone';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentSections } from '../../components/ContentSections.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { aboutPortal } from '../../messages/content/index.ts';
import { t } from '../../messages/index.ts';
import { usePageTitle, useSiteInfo } from '../site/index.ts';
import { useSiteFacts } from './useSiteFacts.ts';

/** /information: about the portal and its contacts, all from the server's settings. */
export default function InformationPage() {
  usePageTitle(t.pages.information);
  const facts = useSiteFacts();
  const site = useSiteInfo().data;
  const contacts = [
    site?.contactPhone && {
      href: `tel:${site.contactPhone.replace(/[^\d+]/g, '')}`,
      icon: <PhoneIcon />,
      primary: site.contactPhone,
      secondary: t.info.phone,
    },
    site?.contactEmail && {
      href: `mailto:${site.contactEmail}`,
      icon: <EmailIcon />,
      primary: site.contactEmail,
      secondary: t.info.email,
    },
    site?.facebookPageUrl && {
      href: site.facebookPageUrl,
      icon: <FacebookIcon />,
      primary: t.footer.facebookPage,
      secondary: t.info.facebookPageHint,
      external: true,
    },
    site?.facebookGroupUrl && {
      href: site.facebookGroupUrl,
      icon: <GroupsIcon />,
      primary: t.footer.facebookGroup,
      secondary: t.info.facebookGroupHint,
      external: true,
    },
  ].filter((item) => !!item);

  return (
    <>
      <PageHeading>{t.pages.information}</PageHeading>
      <ContentSections sections={aboutPortal(facts)} />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t.footer.contacts}
      </Typography>
      <Paper variant="outlined" sx={{ maxWidth: 480 }}>
        <List>
          {/* A list holds only list items (WCAG 1.3.1): each link in its own <li>. */}
          {contacts.map((item) => (
            <ListItem key={item.href} disablePadding>
              <ListItemButton
                component="a"
                href={item.href}
                {...('external' in item ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.primary} secondary={item.secondary} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}

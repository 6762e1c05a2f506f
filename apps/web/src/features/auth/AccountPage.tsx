import { PageHeading } from '../../components/PageHeading.tsx';
import { paths } from '../../lib/paths.ts';
import { tal } from '../../messages/alerts.ts';
import { t } from '../../messages/lt.ts';
import { ButtonLink } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { usePageTitle } from '../site/index.ts';
import { AccountDetails } from './account/AccountDetails.tsx';
import styles from './account/account.module.css';
import { DeleteAccountSection } from './account/DeleteAccountSection.tsx';
import { ExportDataSection } from './account/ExportDataSection.tsx';

/** /mano/paskyra: the account details of the signed-in user (the route guard makes sure there is one). */
export default function AccountPage() {
  usePageTitle(t.pages.account);
  return (
    <div className={styles.page}>
      <PageHeading>{t.pages.account}</PageHeading>
      <Card padded={false} className={styles.detailsCard}>
        <AccountDetails />
      </Card>
      {/* The e-mails the account gets have their own page, linked here as the menus link it. */}
      <ButtonLink variant="text" to={paths.notifications} className={styles.notificationsLink}>
        {tal.settings.accountLink}
      </ButtonLink>
      <ExportDataSection />
      <DeleteAccountSection />
    </div>
  );
}

import { usePageTitle } from '../features/site/index.ts';
import { errorMessages } from '../lib/contract.ts';
import { t } from '../messages/lt.ts';
import { ButtonLink } from '../ui/Button/Button.tsx';
import { Heading } from '../ui/Text/Text.tsx';
import styles from './ErrorView.module.css';

/** The text and a way home; used for unknown routes and for anything a screen throws (PRODUCT.md §2). */
export function ErrorView({ notFound }: { notFound: boolean }) {
  usePageTitle(notFound ? t.pages.notFound : t.pages.error);
  return (
    <div className={styles.view} data-testid="error-page">
      <Heading level={1} size="h5" className={styles.title}>
        {notFound ? errorMessages.notFoundPage : errorMessages.server}
      </Heading>
      <ButtonLink to="/" variant="primary" className={styles.home}>
        {t.errorPage.backHome}
      </ButtonLink>
    </div>
  );
}

/** The '*' route's screen. */
export function NotFoundView() {
  return <ErrorView notFound />;
}

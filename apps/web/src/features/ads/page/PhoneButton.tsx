import { useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { t } from '../../../messages/lt.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button, buttonClassName } from '../../../ui/Button/Button.tsx';
import { cx } from '../../../ui/cx.ts';
import { iconPhone } from '../../../ui/icons/iconPhone.ts';
import { Icon } from '../../../ui/icons.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { fetchPostPhone } from '../postApi.ts';
import styles from './PhoneButton.module.css';

type PhoneState =
  | { kind: 'hidden' }
  | { kind: 'loading' }
  | { kind: 'shown'; phone: string | null }
  | { kind: 'failed'; message: string };

/** 'tel:' wants digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * 'Rodyti numerį': the number is fetched only when asked for (the API limits how often, against
 * scraping) and then shown as a link that dials it.
 */
export function PhoneButton({ postId }: { postId: number }) {
  const [state, setState] = useState<PhoneState>({ kind: 'hidden' });

  const reveal = async () => {
    setState({ kind: 'loading' });
    try {
      const { phone } = await fetchPostPhone(postId);
      setState({ kind: 'shown', phone });
    } catch (error) {
      const message =
        isApiError(error) && error.status === 429
          ? t.adPage.phoneTooMany
          : isApiError(error) && error.status !== 0 && error.status < 500
            ? error.messages.join(' ')
            : t.adPage.phoneFailed;
      setState({ kind: 'failed', message });
    }
  };

  if (state.kind === 'shown') {
    if (!state.phone) return <Text tone="secondary">{t.adPage.noPhone}</Text>;
    return (
      <a
        href={telHref(state.phone)}
        className={cx(buttonClassName({ variant: 'primary', size: 'large', fullWidth: true }), styles.call)}
        data-testid="seller-phone"
      >
        <Icon icon={iconPhone} size="small" />
        {state.phone}
      </a>
    );
  }
  return (
    <>
      <Button
        onClick={reveal}
        loading={state.kind === 'loading'}
        variant="primary"
        size="large"
        fullWidth
        startIcon={iconPhone}
      >
        {t.adPage.showPhone}
      </Button>
      {state.kind === 'failed' && (
        <Alert severity="warning" className={styles.failed}>
          {state.message}
        </Alert>
      )}
    </>
  );
}

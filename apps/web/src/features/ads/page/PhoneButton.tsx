import PhoneIcon from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { t } from '../../../messages/index.ts';
import { fetchPostPhone } from '../postApi.ts';

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
    if (!state.phone) return <Typography color="textSecondary">{t.adPage.noPhone}</Typography>;
    return (
      <Button
        href={telHref(state.phone)}
        variant="contained"
        color="success"
        size="large"
        fullWidth
        startIcon={<PhoneIcon />}
        data-testid="seller-phone"
      >
        {state.phone}
      </Button>
    );
  }
  return (
    <>
      <Button
        onClick={reveal}
        loading={state.kind === 'loading'}
        variant="contained"
        size="large"
        fullWidth
        startIcon={<PhoneIcon />}
      >
        {t.adPage.showPhone}
      </Button>
      {state.kind === 'failed' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {state.message}
        </Alert>
      )}
    </>
  );
}

import type { SocialNetwork } from '@skelbimai/contract';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { iconFacebook } from '../../../ui/icons/iconFacebook.ts';
import { iconGoogle } from '../../../ui/icons/iconGoogle.ts';
import type { IconPath } from '../../../ui/icons.tsx';
import { useSiteInfo } from '../../site/index.ts';
import { authApi } from '../accountApi.ts';
import { socialErrorMessage } from '../social/errors.ts';
import styles from './panel.module.css';

/** Loaded on click only: neither provider's code is fetched before someone chooses it. */
const tokenFor: Record<SocialNetwork, (id: string) => Promise<string>> = {
  google: async (clientId) => (await import('../social/google.ts')).getGoogleAccessToken(clientId),
  facebook: async (appId) => (await import('../social/facebook.ts')).getFacebookAccessToken(appId),
};

/**
 * Google and Facebook sign-in (PRODUCT.md §2, §7, §8), each shown only when the server has it configured.
 * Pending is tracked per provider; a closed popup is ignored; other failures are told in the snackbar.
 */
export function SocialButtons({ onSignedIn }: { onSignedIn: () => void }) {
  const site = useSiteInfo().data;
  const auth = useAuth();
  const snackbar = useSnackbar();
  const [pending, setPending] = useState<SocialNetwork | null>(null);
  const providers: { network: SocialNetwork; id: string | null | undefined; label: string; icon: IconPath }[] = [
    { network: 'google', id: site?.googleClientId, label: ta.social.google, icon: iconGoogle },
    { network: 'facebook', id: site?.facebookAppId, label: ta.social.facebook, icon: iconFacebook },
  ];
  const shown = providers.filter((provider) => provider.id);
  if (shown.length === 0) return null;

  const signIn = async (network: SocialNetwork, id: string) => {
    setPending(network);
    try {
      const token = await tokenFor[network](id);
      const { loggedUser } = await authApi.socialLogin(token, network);
      auth.setUser(loggedUser);
      onSignedIn();
    } catch (error) {
      const message = socialErrorMessage(error);
      if (message === null) return;
      console.warn(`${network} sign-in failed`, error);
      auth.setUser(null);
      snackbar.show({ text: message });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <div className={styles.or}>{ta.social.or}</div>
      <div className={styles.social}>
        {shown.map((provider) => (
          <Button
            key={provider.network}
            fullWidth
            startIcon={provider.icon}
            loading={pending === provider.network}
            disabled={pending !== null && pending !== provider.network}
            onClick={() => void signIn(provider.network, provider.id as string)}
          >
            {provider.label}
          </Button>
        ))}
      </div>
    </>
  );
}

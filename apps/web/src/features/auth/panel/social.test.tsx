import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, mockFetch, startupAnswers } from '../../../test/fetchMock.ts';
import { makeUser, siteInfo } from '../../../test/fixtures.ts';
import { renderWithRealAuth } from '../../../test/render.tsx';
import { endFacebookSession } from '../social/facebookSession.ts';
import { SocialSignInError } from '../social/loadScript.ts';
import { InPagePanel } from './InPagePanel.tsx';

const google = vi.hoisted(() => ({ getGoogleAccessToken: vi.fn() }));
const facebook = vi.hoisted(() => ({ getFacebookAccessToken: vi.fn() }));
vi.mock('../social/google.ts', () => google);
vi.mock('../social/facebook.ts', () => facebook);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  google.getGoogleAccessToken.mockReset();
  facebook.getFacebookAccessToken.mockReset();
  delete window.FB;
});

function renderLogin() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetch = mockFetch({
    ...startupAnswers(),
    '/api/settings/get': envelopeOf({ ...siteInfo, googleClientId: 'g-client', facebookAppId: 'fb-app' }),
    '/api/auth/socialLogin': envelopeOf({ loggedUser: makeUser() }),
  });
  renderWithRealAuth([{ path: '*', element: <InPagePanel start="login" /> }], '/prisijungimas');
  return fetch;
}

describe('social sign-in', () => {
  it("posts the provider's token with rememberMe and shows the success step", async () => {
    google.getGoogleAccessToken.mockResolvedValue('google-token');
    const fetch = renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Prisijungti su Google' }));
    expect(await screen.findByText('Sėkmingai prisijungta!')).toBeInTheDocument();
    expect(google.getGoogleAccessToken).toHaveBeenCalledWith('g-client');
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/socialLogin');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      accessToken: 'google-token',
      socialNetwork: 'google',
      rememberMe: true,
    });
  });

  it('ignores a closed popup silently', async () => {
    facebook.getFacebookAccessToken.mockRejectedValue(new SocialSignInError('closed'));
    const fetch = renderLogin();
    const button = await screen.findByRole('button', { name: 'Prisijungti su Facebook' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/auth/socialLogin')).toBe(false);
  });

  it("tells 'Nepavyko gauti tokeno iš facebook.' in the snackbar", async () => {
    facebook.getFacebookAccessToken.mockRejectedValue(new SocialSignInError('noToken'));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Prisijungti su Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko gauti tokeno iš facebook.');
  });

  it("tells 'Įvyko nežinoma klaida.' when the provider fails otherwise", async () => {
    google.getGoogleAccessToken.mockRejectedValue(new Error('script blocked'));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Prisijungti su Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Įvyko nežinoma klaida.');
  });
});

describe('Facebook session on logout', () => {
  it('does nothing when the SDK was never loaded', async () => {
    await expect(endFacebookSession()).resolves.toBeUndefined();
  });

  it('logs out of Facebook when connected', async () => {
    const logout = vi.fn((done?: () => void) => done?.());
    window.FB = {
      init: vi.fn(),
      login: vi.fn(),
      logout,
      getLoginStatus: (callback) => callback({ status: 'connected' }),
    };
    await endFacebookSession();
    expect(logout).toHaveBeenCalled();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch, startupAnswers } from '../../../test/fetchMock.ts';
import { makeUser, siteInfo } from '../../../test/fixtures.ts';
import { Providers } from '../../../test/render.tsx';
import { AuthProvider } from '../AuthProvider.tsx';
import { InPagePanel } from './InPagePanel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const failure = (status: number, messages: string[], errors: { property: string; errors: string[] }[] = []) => ({
  status,
  body: { succeeded: false, data: null, messages, errors },
});

/** The in-page panel on /prisijungimas and /registracija with the real auth provider; only fetch is faked. */
function renderPanel(path: string, answers: Record<string, MockAnswer> = {}, profile?: MockAnswer) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetch = mockFetch({ ...startupAnswers(profile), ...answers });
  const router = createMemoryRouter(
    [
      { path: '/prisijungimas', element: <InPagePanel start="login" /> },
      { path: '/registracija', element: <InPagePanel start="register" /> },
      { path: '*', element: <p>kitas puslapis</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </Providers>,
  );
  return { router, fetch };
}

const bodyOf = (fetch: ReturnType<typeof mockFetch>, path: string) => {
  const call = fetch.mock.calls.find(([url]) => String(url) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const emailField = () => screen.findByRole('textbox', { name: /El. paštas arba tel. numeris/ });
const passwordField = () => screen.getByLabelText(/^Slaptažodis/);

describe('account panel: login', () => {
  it('shows every element of the login form; social buttons only when configured', async () => {
    renderPanel('/prisijungimas');
    expect(await screen.findByRole('heading', { name: 'Prisijungimas' })).toBeInTheDocument();
    expect(await emailField()).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('type', 'password');
    // The eye toggle is for registration only.
    expect(screen.queryByRole('button', { name: 'Rodyti slaptažodį' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Prisiminti mane' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pamiršote slaptažodį?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registruokitės' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'taisyklėmis' })).toHaveAttribute('href', '/rules#taisykles');
    expect(screen.getByRole('link', { name: 'privatumo politika' })).toHaveAttribute('href', '/rules#privatumas');
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('shows the Google and Facebook buttons when the server has them configured', async () => {
    renderPanel('/prisijungimas', {
      '/api/settings/get': envelopeOf({ ...siteInfo, googleClientId: 'g-id', facebookAppId: 'fb-id' }),
    });
    expect(await screen.findByRole('button', { name: 'Prisijungti su Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prisijungti su Facebook' })).toBeInTheDocument();
  });

  it('validates with the contract messages before calling the server', async () => {
    const { fetch } = renderPanel('/prisijungimas');
    await userEvent.click(await screen.findByRole('button', { name: 'Prisijungti' }));
    expect(await screen.findByText('Negali būti tuščias.')).toBeInTheDocument();
    await userEvent.type(await emailField(), 'jonas@');
    expect(await screen.findByText('Neteisingo formato el. paštas ar tel. numeris')).toBeInTheDocument();
    await userEvent.type(await emailField(), 'example.lt');
    await waitFor(() =>
      expect(screen.queryByText('Neteisingo formato el. paštas ar tel. numeris')).not.toBeInTheDocument(),
    );
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/auth/login')).toBe(false);
  });

  it('signs in, says so, and Continue goes to the returnUrl', async () => {
    const { router, fetch } = renderPanel('/prisijungimas?returnUrl=%2Fmano%2Fskelbimai', {
      '/api/auth/login': envelopeOf(makeUser()),
    });
    await userEvent.type(await emailField(), 'jonas@example.lt');
    await userEvent.type(passwordField(), 'slaptas123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Prisiminti mane' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    expect(await screen.findByText('Sėkmingai prisijungta!')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/auth/login')).toEqual({
      emailOrPhone: 'jonas@example.lt',
      password: 'slaptas123',
      rememberMe: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tęsti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mano/skelbimai'));
  });

  it('Continue goes home without a returnUrl', async () => {
    const { router } = renderPanel('/prisijungimas', { '/api/auth/login': envelopeOf(makeUser()) });
    await userEvent.type(await emailField(), '+37060000001');
    await userEvent.type(passwordField(), 'slaptas123');
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tęsti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows server errors under the matching fields and the rest as a general list', async () => {
    renderPanel('/prisijungimas', {
      '/api/auth/login': failure(
        400,
        ['Prisijungti nepavyko.'],
        [
          { property: 'EmailOrPhone', errors: ['Tokios paskyros nėra.'] },
          { property: 'password', errors: ['Neteisingas slaptažodis.'] },
          { property: 'other', errors: ['Kita bėda.'] },
        ],
      ),
    });
    await userEvent.type(await emailField(), 'jonas@example.lt');
    await userEvent.type(passwordField(), 'slaptas123');
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    const email = await emailField();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Tokios paskyros nėra.'));
    expect(passwordField()).toHaveAccessibleDescription('Neteisingas slaptažodis.');
    const general = screen.getByTestId('form-errors');
    expect(general).toHaveTextContent('Prisijungti nepavyko.');
    expect(general).toHaveTextContent('Kita bėda.');
    expect(screen.queryByText('Sėkmingai prisijungta!')).not.toBeInTheDocument();
  });

  it('shows a message the server gives both generally and for a field once, under the field', async () => {
    renderPanel('/prisijungimas', {
      '/api/auth/login': failure(
        400,
        ['Neteisingi prisijungimo duomenys.'],
        [{ property: 'password', errors: ['Neteisingi prisijungimo duomenys.'] }],
      ),
    });
    await userEvent.type(await emailField(), 'jonas@example.lt');
    await userEvent.type(passwordField(), 'neteisingas');
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription('Neteisingi prisijungimo duomenys.'));
    expect(screen.getAllByText('Neteisingi prisijungimo duomenys.')).toHaveLength(1);
    expect(screen.queryByTestId('form-errors')).not.toBeInTheDocument();
    // Typing again re-validates the field, and the server's verdict goes away.
    await userEvent.type(passwordField(), 'x');
    await waitFor(() => expect(screen.queryByText('Neteisingi prisijungimo duomenys.')).not.toBeInTheDocument());
  });

  it("shows 'Įvyko kliento/serverio klaida.' when the server says nothing", async () => {
    renderPanel('/prisijungimas', { '/api/auth/login': { status: 500, raw: '' } });
    await userEvent.type(await emailField(), 'jonas@example.lt');
    await userEvent.type(passwordField(), 'slaptas123');
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    expect(await screen.findByText('Įvyko kliento/serverio klaida.')).toBeInTheDocument();
  });
});

describe('account panel: registration', () => {
  it('switches between login and register, keeping what was typed', async () => {
    renderPanel('/prisijungimas');
    await userEvent.type(await emailField(), 'ona@example.lt');
    await userEvent.click(screen.getByRole('button', { name: 'Registruokitės' }));
    expect(await screen.findByRole('heading', { name: 'Registracija' })).toBeInTheDocument();
    expect(await emailField()).toHaveValue('ona@example.lt');
    expect(screen.queryByRole('button', { name: 'Pamiršote slaptažodį?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prisijunkite' }));
    expect(await screen.findByRole('heading', { name: 'Prisijungimas' })).toBeInTheDocument();
  });

  it('hides and shows the password with the eye, registers, and the link opens the account', async () => {
    const { fetch } = renderPanel('/registracija', {
      '/api/auth/register': envelopeOf(makeUser({ fullName: null, phoneNumber: null, emailConfirmed: false })),
    });
    await userEvent.type(await emailField(), 'ona@example.lt');
    await userEvent.type(passwordField(), 'trumpas');
    await userEvent.click(screen.getByRole('button', { name: 'Rodyti slaptažodį' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Slėpti slaptažodį' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Registruotis' }));
    expect(await screen.findByText('Turi būti sudarytas bent iš 8 simbolių.')).toBeInTheDocument();
    await userEvent.type(passwordField(), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Registruotis' }));
    expect(await screen.findByText('Registracija Sėkminga!')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/auth/register')).toMatchObject({ emailOrPhone: 'ona@example.lt', rememberMe: false });
    await userEvent.click(screen.getByRole('button', { name: 'Užpildyti paskyros duomenis' }));
    expect(await screen.findByRole('heading', { name: 'Paskyra' })).toBeInTheDocument();
    expect(screen.getByTestId('account-details')).toBeInTheDocument();
  });
});

describe('account panel: password recovery', () => {
  it('asks for a code, signs in with it and sets a new password', async () => {
    const { fetch } = renderPanel('/prisijungimas', {
      '/api/auth/resetpassword': envelopeOf('KT'),
      '/api/auth/recoverylogin': envelopeOf({ user: makeUser(), resetPasswordToken: 'reset-token' }),
      '/api/auth/setNewPassword': envelopeOf(null),
    });
    await userEvent.type(await emailField(), 'jonas@example.lt');
    await userEvent.click(screen.getByRole('button', { name: 'Pamiršote slaptažodį?' }));
    expect(await screen.findByRole('heading', { name: 'Prisijungimo atkūrimas' })).toBeInTheDocument();
    expect(await emailField()).toHaveValue('jonas@example.lt');
    expect(screen.getByText('Kodą galima gauti ne daugiau kaip 3 kartus per 24 valandas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gauti prisijungimo kodą' }));

    expect(await screen.findByRole('heading', { name: 'Prisijungimas su kodu' })).toBeInTheDocument();
    expect(screen.getByTestId('code-sent-to')).toHaveTextContent('jonas@example.lt');
    expect(screen.getByText('Po 3 neteisingų bandymų kodas nebegalioja.')).toBeInTheDocument();
    const prefix = screen.getByRole('textbox', { name: 'Kodo raidės' });
    const digits = screen.getByRole('textbox', { name: 'Kodo skaičiai' });
    expect(prefix).toHaveValue('KT');
    await userEvent.type(digits, '12a34');
    expect(digits).toHaveValue('1234');
    await userEvent.type(digits, '567');
    expect(digits).toHaveValue('12345');
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));

    expect(await screen.findByRole('heading', { name: 'Naujas slaptažodis' })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/auth/recoverylogin')).toEqual({
      emailOrPhone: 'jonas@example.lt',
      prefix: 'KT',
      code: '12345',
      rememberMe: false,
    });
    await userEvent.type(screen.getByLabelText(/^Naujas slaptažodis/, { selector: 'input' }), 'naujas-slaptas');
    await userEvent.click(screen.getByRole('button', { name: 'Keisti slaptažodį' }));
    expect(await screen.findByRole('heading', { name: 'Paskyra' })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/auth/setNewPassword')).toEqual({
      newPassword: 'naujas-slaptas',
      resetPasswordToken: 'reset-token',
    });
  });

  it('normalises the prefix as typed and splits a pasted code; Back returns to the reset step', async () => {
    renderPanel('/prisijungimas', { '/api/auth/resetpassword': envelopeOf('') });
    await userEvent.click(await screen.findByRole('button', { name: 'Pamiršote slaptažodį?' }));
    await userEvent.type(await emailField(), '+37060000001');
    await userEvent.click(screen.getByRole('button', { name: 'Gauti prisijungimo kodą' }));
    const prefix = await screen.findByRole('textbox', { name: 'Kodo raidės' });
    const digits = screen.getByRole('textbox', { name: 'Kodo skaičiai' });
    await userEvent.type(prefix, 'a1-');
    expect(prefix).toHaveValue('A');
    await userEvent.type(prefix, 'bc');
    expect(prefix).toHaveValue('AB');
    await userEvent.clear(prefix);
    await userEvent.click(prefix);
    await userEvent.paste('kt-54321');
    expect(prefix).toHaveValue('KT');
    expect(digits).toHaveValue('54321');
    await userEvent.click(screen.getByRole('button', { name: 'Atgal' }));
    expect(await screen.findByRole('heading', { name: 'Prisijungimo atkūrimas' })).toBeInTheDocument();
  });

  it("'Praleisti' skips the new password and shows the account", async () => {
    renderPanel('/prisijungimas', {
      '/api/auth/resetpassword': envelopeOf('KT'),
      '/api/auth/recoverylogin': envelopeOf({ user: makeUser(), resetPasswordToken: 't' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pamiršote slaptažodį?' }));
    await userEvent.type(await emailField(), 'jonas@example.lt');
    await userEvent.click(screen.getByRole('button', { name: 'Gauti prisijungimo kodą' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Kodo skaičiai' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Praleisti' }));
    const details = await screen.findByTestId('account-details');
    expect(within(details).getAllByText('Jonas Jonaitis').length).toBeGreaterThan(0);
  });

  it('shows a wrong code under the code field', async () => {
    renderPanel('/prisijungimas', {
      '/api/auth/resetpassword': envelopeOf('KT'),
      '/api/auth/recoverylogin': failure(400, [], [{ property: 'code', errors: ['Neteisingas kodas.'] }]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pamiršote slaptažodį?' }));
    await userEvent.type(await emailField(), 'jonas@example.lt');
    await userEvent.click(screen.getByRole('button', { name: 'Gauti prisijungimo kodą' }));
    const digits = await screen.findByRole('textbox', { name: 'Kodo skaičiai' });
    await userEvent.type(digits, '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await waitFor(() => expect(digits).toHaveAccessibleDescription('Neteisingas kodas.'));
    expect(screen.queryByTestId('form-errors')).not.toBeInTheDocument();
  });
});

describe('account panel: signed in', () => {
  it('opens on the account for a signed-in user and returns to login after logout', async () => {
    const { router } = renderPanel('/prisijungimas', { '/api/auth/logout': envelopeOf(null) }, envelopeOf(makeUser()));
    expect(await screen.findByRole('heading', { name: 'Paskyra' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atsijungti' }));
    expect(await screen.findByRole('heading', { name: 'Prisijungimas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prisijungimas');
  });
});

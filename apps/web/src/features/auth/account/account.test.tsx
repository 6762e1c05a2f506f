import { validationMessages } from '@skelbimai/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch, startupAnswers } from '../../../test/fetchMock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { Providers } from '../../../test/render.tsx';
import { AuthProvider } from '../AuthProvider.tsx';
import { AccountDetails } from './AccountDetails.tsx';
import styles from './account.module.css';
import { contactChanged } from './ContactDialog.tsx';
import { nameChanged } from './NameDialog.tsx';
import { passwordReady } from './PasswordDialog.tsx';
import { availableSources, pictureSaveEnabled } from './picture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type User = ReturnType<typeof makeUser>;

/** Account details for a signed-in user; the profile answer can change between calls (a refresh). */
function renderAccount(user: User, answers: Record<string, MockAnswer> = {}) {
  let profile = user;
  const fetch = mockFetch({
    ...startupAnswers(),
    '/api/auth/myProfile': async () => Response.json(envelopeOf(profile).body),
    ...answers,
  });
  const router = createMemoryRouter([{ path: '*', element: <AccountDetails /> }], {
    initialEntries: ['/mano/paskyra'],
  });
  render(
    <Providers>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </Providers>,
  );
  return { fetch, router, setProfile: (next: User) => (profile = next) };
}

const calls = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init?.body ?? 'null')));

const row = (name: RegExp) => screen.findByRole('button', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('account details rows', () => {
  it('colours e-mail and phone: grey when absent, orange when unconfirmed, green when confirmed', async () => {
    renderAccount(makeUser({ email: 'ona@example.lt', emailConfirmed: false, phoneNumber: null }));
    const email = await screen.findByTestId('contact-email');
    expect(email).toHaveAttribute('data-status', 'unconfirmed');
    expect(email).toHaveClass(styles.unconfirmed as string);
    expect(email).toHaveTextContent('Nepatvirtintas');
    const phone = screen.getByTestId('contact-phone');
    expect(phone).toHaveAttribute('data-status', 'absent');
    expect(phone).toHaveClass(styles.absent as string);
    // 'Patvirtinti' only for the unconfirmed one.
    expect(screen.getAllByRole('button', { name: 'Patvirtinti' })).toHaveLength(1);
  });

  it("states an empty wallet as '0,00 €' like the wallet pages (only the drawer says 'Nėra pinigų.')", async () => {
    renderAccount(makeUser({ walletBalance: 0 }));
    const balance = await screen.findByText(/Sąskaitos likutis/);
    expect(balance).toHaveTextContent('Sąskaitos likutis: 0,00 €');
    expect(screen.queryByText('Nėra pinigų.')).not.toBeInTheDocument();
  });

  it('shows a confirmed phone in green', async () => {
    renderAccount(makeUser());
    const phone = await screen.findByTestId('contact-phone');
    expect(phone).toHaveAttribute('data-status', 'confirmed');
    expect(phone).toHaveClass(styles.confirmed as string);
  });

  it("'Patvirtinti' asks for a verification code and confirms it; the user is refreshed", async () => {
    const user = makeUser({ emailConfirmed: false });
    const { fetch, setProfile } = renderAccount(user, {
      '/api/auth/GetVerifyEmailCode': envelopeOf('EM'),
      '/api/auth/ConfirmEmailVerify': envelopeOf({ ...user, emailConfirmed: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Patvirtinti' }));
    const confirm = await dialog('El. pašto patvirtinimas');
    expect(within(confirm).getByRole('textbox', { name: 'Kodo raidės' })).toHaveValue('EM');
    setProfile({ ...user, emailConfirmed: true });
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Kodo skaičiai' }), '24680');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetch, '/api/auth/ConfirmEmailVerify')).toEqual([{ prefix: 'EM', code: '24680' }]);
    await waitFor(() => expect(screen.getByTestId('contact-email')).toHaveAttribute('data-status', 'confirmed'));
  });
});

describe('a sent code is not sent again by clicking', () => {
  it("reopening 'Patvirtinti' and a wrong entry reuse the code; only 'Siųsti dar kartą' asks again", async () => {
    const user = makeUser({ email: 'kodas-vienas@example.lt', emailConfirmed: false });
    const { fetch } = renderAccount(user, {
      '/api/auth/GetVerifyEmailCode': envelopeOf('KA'),
      '/api/auth/ConfirmEmailVerify': {
        status: 400,
        body: { succeeded: false, data: null, messages: ['Neteisingas kodas.'], errors: [] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Patvirtinti' }));
    let confirm = await dialog('El. pašto patvirtinimas');
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Kodo skaičiai' }), '11111');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Patvirtinti' }));
    expect(await within(confirm).findByText('Neteisingas kodas.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Siųsti dar kartą' })).toBeDisabled();
    expect(within(confirm).getByRole('timer')).toHaveTextContent(/^Naują kodą galėsite gauti po \d+ s\.$/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Patvirtinti' }));
    confirm = await dialog('El. pašto patvirtinimas');
    expect(within(confirm).getByRole('textbox', { name: 'Kodo raidės' })).toHaveValue('KA');
    expect(calls(fetch, '/api/auth/GetVerifyEmailCode')).toHaveLength(1);
    expect(calls(fetch, '/api/auth/ConfirmEmailVerify')).toEqual([{ prefix: 'KA', code: '11111' }]);
  });
});

describe('save-button rules (PRODUCT.md §5)', () => {
  it('name: enabled only when the name differs', async () => {
    const { fetch } = renderAccount(makeUser(), {
      '/api/auth/ChangeProfileName': envelopeOf(makeUser({ fullName: 'Jonas J.' })),
    });
    await userEvent.click(await row(/^Vardas \/ Slapyvardis/));
    const edit = await dialog('Vardas / Slapyvardis');
    const save = within(edit).getByRole('button', { name: 'Išsaugoti' });
    const field = within(edit).getByRole('textbox', { name: 'Vardas / Slapyvardis' });
    expect(save).toBeDisabled();
    await userEvent.type(field, ' ');
    expect(save).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Jonas J.');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetch, '/api/auth/ChangeProfileName')).toEqual([{ newFullName: 'Jonas J.' }]);
    expect(await screen.findAllByText('Jonas J.')).not.toHaveLength(0);
  });

  it('name: only invisible characters get the empty name’s message on the field, and nothing is sent', async () => {
    const { fetch } = renderAccount(makeUser());
    await userEvent.click(await row(/^Vardas \/ Slapyvardis/));
    const edit = await dialog('Vardas / Slapyvardis');
    const field = within(edit).getByRole('textbox', { name: 'Vardas / Slapyvardis' });
    await userEvent.clear(field);
    await userEvent.type(field, '\u200B\u200B\u202E');
    await userEvent.click(within(edit).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(validationMessages.minLength(2)));
    expect(calls(fetch, '/api/auth/ChangeProfileName')).toEqual([]);
  });

  it('name: a server error shows under the field', async () => {
    renderAccount(makeUser(), {
      '/api/auth/ChangeProfileName': {
        status: 400,
        body: {
          succeeded: false,
          data: null,
          messages: [],
          errors: [{ property: 'newFullName', errors: ['Vardas užimtas.'] }],
        },
      },
    });
    await userEvent.click(await row(/^Vardas \/ Slapyvardis/));
    const edit = await dialog('Vardas / Slapyvardis');
    const field = within(edit).getByRole('textbox', { name: 'Vardas / Slapyvardis' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Petras');
    await userEvent.click(within(edit).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Vardas užimtas.'));
  });

  it('e-mail: enabled when changed and no verification runs; the code dialog confirms the new address', async () => {
    const user = makeUser();
    const { fetch, setProfile } = renderAccount(user, {
      '/api/auth/GetChangeEmailCode': envelopeOf('NE'),
      '/api/auth/ConfirmEmailChange': envelopeOf({ ...user, email: 'naujas@example.lt' }),
    });
    await userEvent.click(await row(/^El\. paštas/));
    const edit = await dialog('El. paštas');
    const send = within(edit).getByRole('button', { name: 'Gauti kodą' });
    const field = within(edit).getByRole('textbox', { name: 'El. paštas' });
    expect(send).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'naujas@example.lt');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    const confirm = await dialog('El. pašto patvirtinimas');
    expect(confirm).toHaveTextContent('naujas@example.lt');
    // A verification is in progress: no second code from the edit dialog.
    expect(within(edit).getByRole('button', { name: 'Gauti kodą', hidden: true })).toBeDisabled();
    expect(within(confirm).getByRole('button', { name: 'Patvirtinti' })).toBeDisabled();
    setProfile({ ...user, email: 'naujas@example.lt' });
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Kodo skaičiai' }), '13579');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetch, '/api/auth/GetChangeEmailCode')).toEqual([{ newEmail: 'naujas@example.lt' }]);
    expect(calls(fetch, '/api/auth/ConfirmEmailChange')).toEqual([
      { prefix: 'NE', code: '13579', newEmail: 'naujas@example.lt' },
    ]);
    expect(await screen.findByText('naujas@example.lt')).toBeInTheDocument();
  });

  it("phone: 'Atšaukti' on the code dialog lets the edit dialog ask again", async () => {
    renderAccount(makeUser({ phoneNumber: null, phoneNumberConfirmed: false }), {
      '/api/auth/GetChangePhoneNumberCode': envelopeOf('TL'),
    });
    await userEvent.click(await row(/^Tel\. numeris/));
    const edit = await dialog('Tel. numeris');
    const send = within(edit).getByRole('button', { name: 'Gauti kodą' });
    expect(send).toBeDisabled();
    await userEvent.type(within(edit).getByRole('textbox', { name: 'Tel. numeris' }), '8612');
    await userEvent.tab();
    expect(await within(edit).findByText('Netinkamas tel. numeris.')).toBeInTheDocument();
    await userEvent.type(within(edit).getByRole('textbox', { name: 'Tel. numeris' }), '34567');
    await waitFor(() => expect(within(edit).queryByText('Netinkamas tel. numeris.')).not.toBeInTheDocument());
    await userEvent.click(send);
    const confirm = await dialog('Tel. numerio patvirtinimas');
    expect(send).toBeDisabled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tel. numerio patvirtinimas' })).not.toBeInTheDocument(),
    );
    expect(within(edit).getByRole('button', { name: 'Gauti kodą' })).toBeEnabled();
  });

  it('password: with a password both fields are required', async () => {
    const { fetch } = renderAccount(makeUser({ hasPassword: true }), { '/api/auth/ChangePassword': envelopeOf(null) });
    await userEvent.click(await row(/^Slaptažodis/));
    const edit = await dialog('Slaptažodžio keitimas');
    const save = within(edit).getByRole('button', { name: 'Keisti slaptažodį' });
    expect(save).toBeDisabled();
    await userEvent.type(within(edit).getByLabelText(/^Naujas slaptažodis/), 'naujas-slaptas');
    expect(save).toBeDisabled();
    await userEvent.type(within(edit).getByLabelText(/^Dabartinis slaptažodis/), 'senas-slaptas');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetch, '/api/auth/ChangePassword')).toEqual([
      { currentPassword: 'senas-slaptas', newPassword: 'naujas-slaptas' },
    ]);
  });

  it("password: without one only the new is asked and currentPassword goes as ''", async () => {
    const { fetch } = renderAccount(makeUser({ hasPassword: false }), {
      '/api/auth/ChangePassword': envelopeOf(null),
    });
    // Through the 'Nustymai' menu this time.
    await userEvent.click(await screen.findByRole('button', { name: 'Nustymai' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Slaptažodžio sukūrimas' }));
    const edit = await dialog('Slaptažodžio sukūrimas');
    expect(within(edit).queryByLabelText(/^Dabartinis slaptažodis/)).not.toBeInTheDocument();
    const save = within(edit).getByRole('button', { name: 'Sukurti slaptažodį' });
    expect(save).toBeDisabled();
    await userEvent.type(within(edit).getByLabelText(/^Naujas slaptažodis/), 'naujas-slaptas');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetch, '/api/auth/ChangePassword')).toEqual([{ currentPassword: '', newPassword: 'naujas-slaptas' }]);
  });

  it('picture: enabled after a change of source, saved with ChangeProfilePicture', async () => {
    const user = makeUser({ googlePictureUrl: 'https://g.example/p.png', localPictureUrl: '/pictures/me.webp' });
    const { fetch } = renderAccount(user, {
      '/api/auth/ChangeProfilePicture': envelopeOf({
        profilePictureSourceType: 'google',
        pictureUrl: 'https://g.example/p.png',
      }),
    });
    await userEvent.click(await row(/^Foto/));
    const edit = await dialog('Foto');
    const save = within(edit).getByRole('button', { name: 'Išsaugoti' });
    expect(save).toBeDisabled();
    expect(within(edit).queryByRole('radio', { name: 'Facebook' })).not.toBeInTheDocument();
    await userEvent.click(within(edit).getByRole('radio', { name: 'Google' }));
    expect(save).toBeEnabled();
    await userEvent.click(within(edit).getByRole('radio', { name: 'Įkelta' }));
    expect(save).toBeDisabled();
    await userEvent.click(within(edit).getByRole('radio', { name: 'Google' }));
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetch, '/api/auth/ChangeProfilePicture')).toEqual([{ profilePictureSourceType: 'google' }]);
  });

  it('picture: an upload enables save, which then only closes after 750 ms', async () => {
    const { fetch } = renderAccount(makeUser(), {
      '/api/auth/UploadProfilePicture': envelopeOf({
        pictureUrl: '/pictures/new.webp',
        localPictureUrl: '/pictures/new.webp',
      }),
    });
    await userEvent.click(await row(/^Foto/));
    const edit = await dialog('Foto');
    const save = within(edit).getByRole('button', { name: 'Išsaugoti' });
    expect(save).toBeDisabled();
    const file = new File([new Uint8Array([1, 2, 3])], 'as.png', { type: 'image/png' });
    await userEvent.upload(within(edit).getByTestId('picture-file'), file);
    await waitFor(() => expect(save).toBeEnabled());
    const upload = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/UploadProfilePicture');
    expect((upload?.[1]?.body as FormData).get('PictureFile')).toBeInstanceOf(File);
    const clicked = Date.now();
    await userEvent.click(save);
    expect(await within(edit).findByText('Išsaugota.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Foto' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(700);
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/auth/ChangeProfilePicture')).toBe(false);
  });
});

describe('save-button rules as functions', () => {
  it('follow PRODUCT.md §4 and §5', () => {
    expect(nameChanged('Jonas', 'Jonas')).toBe(false);
    expect(nameChanged(' Jonas ', 'Jonas')).toBe(false);
    expect(nameChanged('Jonas J.', 'Jonas')).toBe(true);
    expect(contactChanged('', 'a@b.lt')).toBe(false);
    expect(contactChanged('a@b.lt', 'a@b.lt')).toBe(false);
    expect(contactChanged('c@b.lt', '')).toBe(true);
    expect(passwordReady(true, '', 'naujas')).toBe(false);
    expect(passwordReady(true, 'senas', 'naujas')).toBe(true);
    expect(passwordReady(false, '', 'naujas')).toBe(true);
    expect(passwordReady(false, '', '')).toBe(false);
    expect(pictureSaveEnabled({ initialSource: 'local', source: 'local', localChanged: false })).toBe(false);
    expect(pictureSaveEnabled({ initialSource: 'local', source: 'facebook', localChanged: false })).toBe(true);
    expect(pictureSaveEnabled({ initialSource: 'local', source: 'local', localChanged: true })).toBe(true);
    expect(availableSources(makeUser({ facebookPictureUrl: 'https://f/p' }))).toEqual(['local', 'facebook']);
  });
});

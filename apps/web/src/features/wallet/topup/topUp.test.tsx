import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch } from '../../../test/fetchMock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { fakeAuth, renderWithProviders } from '../../../test/render.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { browserLocation } from '../browser.ts';
import { failure, topUpOptions } from '../testData.ts';
import { TopUpDialogProvider, useTopUpDialog } from '../topUpDialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Opener() {
  const topUp = useTopUpDialog();
  return <Button onClick={topUp?.open}>atidaryti</Button>;
}

/** The provider with a button that opens the dialog, for a user with `balance` euros. */
async function openTopUp(answers: Record<string, MockAnswer>, balance = 2.5) {
  const fetch = mockFetch(answers);
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  renderWithProviders(
    <TopUpDialogProvider>
      <Opener />
    </TopUpDialogProvider>,
    { auth: fakeAuth(makeUser({ walletBalance: balance })) },
  );
  await userEvent.click(screen.getByRole('button', { name: 'atidaryti' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sąskaitos papildymas' });
  return { fetch, assign, dialog };
}

/** Money as formatEuros writes it: a no-break space before the sign. */
const eur = (text: string) => text.replace(/ €/g, '\u00a0€');

const withOptions = { '/api/payments/GetTopUpOptions': envelopeOf(topUpOptions) };
const createCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === '/api/payments/createPayment')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('top-up dialog', () => {
  it('preselects the first option and shows the balance now, the new credits and the balance after', async () => {
    const { dialog } = await openTopUp(withOptions);
    const first = await within(dialog).findByRole('radio', { name: eur('5,00 €') });
    expect(first).toBeChecked();
    expect(within(dialog).getByTestId('top-up-balance')).toHaveTextContent('2,50 €');
    expect(within(dialog).getByTestId('top-up-credits')).toHaveTextContent('+5,00 €');
    expect(within(dialog).getByTestId('top-up-after')).toHaveTextContent('7,50 €');
    // The bonus line only where there is a bonus.
    expect(within(dialog).getByTestId('top-up-option-1')).not.toHaveTextContent('Papildomai');
    expect(within(dialog).getByTestId('top-up-option-2')).toHaveTextContent('Papildomai +1€');

    await userEvent.click(within(dialog).getByRole('radio', { name: eur('10,00 €, Papildomai +1€') }));
    expect(within(dialog).getByTestId('top-up-credits')).toHaveTextContent('+11,00 €');
    expect(within(dialog).getByTestId('top-up-after')).toHaveTextContent('13,50 €');
  });

  it("refuses to pay without the terms: 'Sutikimas privalomas.' and no payment is created", async () => {
    const { dialog, fetch } = await openTopUp(withOptions);
    await within(dialog).findByRole('radio', { name: eur('5,00 €') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Papildyti' }));
    expect(await within(dialog).findByText('Sutikimas privalomas.')).toBeInTheDocument();
    expect(createCalls(fetch)).toEqual([]);
  });

  it("opens 'Paslaugų Pirkimo Sąlygos': Sutinku ticks the box, Nesutinku unticks it", async () => {
    const { dialog } = await openTopUp(withOptions);
    const checkbox = within(dialog).getByRole('checkbox');
    await userEvent.click(within(dialog).getByRole('button', { name: 'paslaugų pirkimo sąlygomis' }));
    // Opening the terms from the label does not tick the box by itself.
    expect(checkbox).not.toBeChecked();
    let terms = await screen.findByRole('dialog', { name: 'Paslaugų Pirkimo Sąlygos' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Sutinku' }));
    await waitFor(() => expect(checkbox).toBeChecked());

    // The top-up dialog is hidden from assistive technology until the terms dialog has gone.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'paslaugų pirkimo sąlygomis' }));
    terms = await screen.findByRole('dialog', { name: 'Paslaugų Pirkimo Sąlygos' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Nesutinku' }));
    await waitFor(() => expect(checkbox).not.toBeChecked());
  });

  it('creates the payment for the chosen option and sends the browser to the payment link', async () => {
    const { dialog, fetch, assign } = await openTopUp({
      ...withOptions,
      '/api/payments/createPayment': envelopeOf({
        id: 7,
        identifier: 'P-000007',
        paymentLink: '/testing/payment?paymentId=7&token=abc',
      }),
    });
    await userEvent.click(await within(dialog).findByRole('radio', { name: eur('20,00 €, Papildomai +3€') }));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Papildyti' }));

    const paying = await screen.findByRole('dialog', { name: 'Vykdomas mokėjimas' });
    expect(await within(paying).findByText('Nukreipiama į mokėjimo sistemą...')).toBeInTheDocument();
    expect(createCalls(fetch)).toEqual([{ TopUpOptionId: 3 }]);
    expect(assign).toHaveBeenCalledWith('/testing/payment?paymentId=7&token=abc');
  });

  it("shows 'Klaida kuriant užsakymą: {error}' and the failure text when the payment cannot be created", async () => {
    const { dialog, assign } = await openTopUp({
      ...withOptions,
      '/api/payments/createPayment': failure(502, 'Mokėjimo sistema šiuo metu nepasiekiama. Bandykite vėliau.'),
    });
    await within(dialog).findByRole('radio', { name: eur('5,00 €') });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Papildyti' }));

    const paying = await screen.findByRole('dialog', { name: 'Vykdomas mokėjimas' });
    expect(
      await within(paying).findByText('Klaida kuriant užsakymą. Prašome pabandyti dar kartą.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Klaida kuriant užsakymą: Mokėjimo sistema/)).toHaveTextContent(
      'Klaida kuriant užsakymą: Mokėjimo sistema šiuo metu nepasiekiama. Bandykite vėliau.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows 'Klaida gaunant pasiūlymus: {error}' when the options cannot be loaded", async () => {
    await openTopUp({ '/api/payments/GetTopUpOptions': failure(500, 'Įvyko serverio klaida.') });
    expect(await screen.findByText('Klaida gaunant pasiūlymus: Įvyko serverio klaida.')).toBeInTheDocument();
  });
});

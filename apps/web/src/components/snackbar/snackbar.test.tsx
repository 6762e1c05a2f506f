import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type SnackbarMessage, SnackbarProvider, useSnackbar } from './index.ts';

function Trigger({ message }: { message?: SnackbarMessage }) {
  const { show } = useSnackbar();
  return (
    <button type="button" onClick={() => show(message)}>
      rodyti
    </button>
  );
}

let api: ReturnType<typeof useSnackbar> | undefined;
function Capture() {
  api = useSnackbar();
  return null;
}

describe('global snackbar', () => {
  it('shows the default red "Klaida" with a close button', async () => {
    render(
      <SnackbarProvider>
        <Trigger />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'rodyti' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Klaida');
    expect(alert).toHaveAttribute('data-tone', 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Uždaryti' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the given text and colour', async () => {
    render(
      <SnackbarProvider>
        <Trigger message={{ text: 'Išsaugota', color: 'success' }} />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'rodyti' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Išsaugota');
    expect(alert).toHaveAttribute('data-tone', 'success');
  });

  it('closes and re-shows on every show()', async () => {
    render(
      <SnackbarProvider>
        <Capture />
      </SnackbarProvider>,
    );
    act(() => api?.show({ text: 'Pirmas' }));
    expect(await screen.findByText('Pirmas')).toBeInTheDocument();
    act(() => api?.show({ text: 'Antras', color: 'info' }));
    expect(await screen.findByText('Antras')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-tone', 'info');
  });

  it('runs an action button once, closing the message first, and still offers the close button', async () => {
    const onClick = vi.fn();
    render(
      <SnackbarProvider>
        <Trigger message={{ text: '#5 skelbimas pažymėtas', color: 'info', action: { label: 'Atšaukti', onClick } }} />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'rodyti' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Uždaryti' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Atšaukti' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

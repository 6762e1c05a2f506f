import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ToastOptions, ToastProvider, useToast } from './Toast.tsx';

function Show({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      rodyti
    </button>
  );
}

describe('Toast', () => {
  it('shows an alert in its tone with a named close button that closes it', async () => {
    render(
      <ToastProvider closeLabel="Uždaryti">
        <Show options={{ text: 'Išsaugota', tone: 'success' }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'rodyti' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Išsaugota');
    expect(alert).toHaveAttribute('data-tone', 'success');
    expect(alert).not.toHaveAttribute('aria-modal');
    // Read out once, as an alert: no live region around it.
    expect(alert.closest('[aria-live]')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Uždaryti' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows one toast at a time: a new one replaces the last', async () => {
    render(
      <ToastProvider>
        <Show options={{ text: 'Pirmas' }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'rodyti' }));
    await userEvent.click(screen.getByRole('button', { name: 'rodyti' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  });

  it('runs its action once and closes', async () => {
    const onClick = vi.fn();
    render(
      <ToastProvider>
        <Show options={{ text: 'Pažymėta', action: { label: 'Atšaukti', onClick } }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'rodyti' }));
    const undo = within(await screen.findByRole('alert')).getByRole('button', { name: 'Atšaukti' });
    await userEvent.dblClick(undo);
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

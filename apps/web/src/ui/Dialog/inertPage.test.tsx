import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';

function Page({ promotion, topUp }: { promotion: boolean; topUp: boolean }) {
  return (
    <>
      <Dialog open={promotion} title="Reklamuoti" />
      <Dialog open={topUp} title="Sąskaitos papildymas" />
    </>
  );
}

afterEach(() => document.getElementById('root')?.remove());

describe('the page behind a modal dialog', () => {
  it('is inert while any dialog is open, one over another included, and live again once the last closes', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    const { rerender } = render(<Page promotion={false} topUp={false} />, { container: root });
    expect(root.hasAttribute('inert')).toBe(false);

    rerender(<Page promotion topUp={false} />);
    await screen.findByRole('dialog', { name: 'Reklamuoti' });
    expect(root.hasAttribute('inert')).toBe(true);
    rerender(<Page promotion topUp />);
    await screen.findByRole('dialog', { name: 'Sąskaitos papildymas' });

    // The top-up closes over the promotion: the page stays inert under the promotion.
    rerender(<Page promotion topUp={false} />);
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Sąskaitos papildymas' })).toBeNull();
    expect(root.hasAttribute('inert')).toBe(true);

    rerender(<Page promotion={false} topUp={false} />);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
  });
});

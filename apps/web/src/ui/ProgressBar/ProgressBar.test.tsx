import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a named progressbar with its value from 0 to 100, and a value text when given', () => {
    render(<ProgressBar value={42.4} label="priekis.png" valueText="Įkeliama: 42 %" />);
    const bar = screen.getByRole('progressbar', { name: 'priekis.png' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', 'Įkeliama: 42 %');
  });

  it('keeps the value within the track', () => {
    render(<ProgressBar value={140} label="Įkėlimas" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('has no value while indeterminate, as the ARIA pattern wants', () => {
    render(<ProgressBar label="Puslapis įkeliamas" />);
    const bar = screen.getByRole('progressbar', { name: 'Puslapis įkeliamas' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuemin');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './SegmentedControl.tsx';

type Mode = 'amount' | 'negotiable' | 'free';

function PriceMode({ initial = 'amount' as Mode }) {
  const [value, setValue] = useState<Mode>(initial);
  return (
    <SegmentedControl
      label="Kainos tipas"
      name="priceMode"
      value={value}
      onChange={setValue}
      options={[
        { value: 'amount', label: 'Kaina' },
        { value: 'negotiable', label: 'Sutartinė' },
        { value: 'free', label: 'Nemokamai' },
      ]}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a radio group named by its label, the current choice checked', () => {
    render(<PriceMode initial="negotiable" />);
    const group = screen.getByRole('radiogroup', { name: 'Kainos tipas' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sutartinė' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Kaina' })).not.toBeChecked();
  });

  it('changes on a click and with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PriceMode />);
    await user.click(screen.getByText('Nemokamai'));
    expect(screen.getByRole('radio', { name: 'Nemokamai' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nemokamai' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Sutartinė' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sutartinė' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Nemokamai' })).toBeChecked();
  });

  it('is one stop for Tab: only the checked radio is reached', async () => {
    const user = userEvent.setup();
    render(<PriceMode initial="negotiable" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Sutartinė' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});

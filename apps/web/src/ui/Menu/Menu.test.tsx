import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Menu } from './Menu.tsx';

function ChoiceMenu({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [value, setValue] = useState('all');
  const options = [
    { value: 'all', label: 'Visur' },
    { value: 'title', label: 'Pavadinime' },
  ];
  return (
    <Menu
      trigger={<Button>{`Kur ieškoti: ${options.find((option) => option.value === value)?.label}`}</Button>}
      label="Kur ieškoti"
      onOpenChange={onOpenChange}
      items={options.map((option) => ({
        kind: 'radio' as const,
        label: option.label,
        value: option.value,
        checked: option.value === value,
        onSelect: () => setValue(option.value),
      }))}
    />
  );
}

describe('Menu with radio entries', () => {
  it('is named by its label, checks the chosen entry, picks another and says when it opens and closes', async () => {
    const onOpenChange = vi.fn();
    render(<ChoiceMenu onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kur ieškoti: Visur' }));
    const menu = await screen.findByRole('menu', { name: 'Kur ieškoti' });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(within(menu).getByRole('menuitemradio', { name: 'Visur' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'Pavadinime' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Pavadinime' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Kur ieškoti: Pavadinime' })).toBeInTheDocument();
  });
});

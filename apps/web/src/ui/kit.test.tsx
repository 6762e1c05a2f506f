import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button/Button.tsx';
import { Dialog } from './Dialog/Dialog.tsx';
import { SelectField, TextField } from './Field/Field.tsx';

describe('Field', () => {
  it('labels the control and reads the error before the hint, marking it invalid', () => {
    render(<TextField label="El. paštas" hint="Į jį atsiųsime kodą" error="Neteisingas el. pašto adresas" />);
    const input = screen.getByRole('textbox', { name: 'El. paštas' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Neteisingas el. pašto adresas Į jį atsiųsime kodą');
  });

  it('is valid and described by its hint alone when there is no error', () => {
    render(<TextField label="Vardas" hint="Matys pirkėjai" />);
    const input = screen.getByRole('textbox', { name: 'Vardas' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Matys pirkėjai');
  });

  it('gives a native select its label and options', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Miestas"
        placeholder="Visi"
        options={[{ value: 'kedainiai', label: 'Kėdainiai' }]}
        onChange={(event) => onChange(event.currentTarget.value)}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Miestas' }), 'Kėdainiai');
    expect(onChange).toHaveBeenCalledWith('kedainiai');
  });
});

describe('Button', () => {
  it('refuses clicks and says it is busy while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Išsaugoti
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Išsaugoti' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Išsaugoti</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

function DialogExample() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button">Pranešti</button>}
      title="Pranešti apie skelbimą"
      description="Moderatoriai peržiūrės pranešimą."
    >
      <input aria-label="Priežastis" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens named and described with focus inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<DialogExample />);
    const trigger = screen.getByRole('button', { name: 'Pranešti' });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Pranešti apie skelbimą' });
    expect(dialog).toHaveAccessibleDescription('Moderatoriai peržiūrės pranešimą.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes by its close button', async () => {
    const user = userEvent.setup();
    render(<DialogExample />);
    await user.click(screen.getByRole('button', { name: 'Pranešti' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Uždaryti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

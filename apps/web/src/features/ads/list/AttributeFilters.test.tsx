import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { carFields } from '../../../test/carFields.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AttributeFilters } from './AttributeFilters.tsx';
import type { AttributeParams } from './attributeFilterValues.ts';

function Harness({ initial, onChange }: { initial: AttributeParams; onChange: (next: AttributeParams) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AttributeFilters
      fields={carFields}
      counts={{ fuel: { diesel: 23 }, make: { audi: 4, volkswagen: 7 }, model: { a4: 3 } }}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      commitRangesOnBlur
    />
  );
}

describe('field filters', () => {
  it('offers choices with their counts, models of the chosen makes only, and drops a model with its make', async () => {
    const user = userEvent.setup();
    const seen: AttributeParams[] = [];
    renderWithProviders(<Harness initial={{}} onChange={(next) => seen.push(next)} />);
    const fuel = screen.getByRole('group', { name: 'Kuras' });
    expect(within(fuel).getByLabelText('Dyzelinas (23)')).toBeInTheDocument();
    expect(within(fuel).getByLabelText('Benzinas (0)')).toBeInTheDocument();
    const model = screen.getByRole('group', { name: 'Modelis' });
    expect(within(model).getByText('Pirmiau pasirinkite: Markė')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Audi (4)'));
    await user.click(within(model).getByLabelText('A4 (3)'));
    expect(seen.at(-1)).toEqual({ 'attr.make': 'audi', 'attr.model': 'a4' });
    await user.click(screen.getByLabelText('Audi (4)'));
    expect(seen.at(-1)).toEqual({});
  });

  it('applies a range when focus leaves it, with a message for what is not a number', async () => {
    const user = userEvent.setup();
    const seen: AttributeParams[] = [];
    renderWithProviders(<Harness initial={{ 'attr.year.max': '2020' }} onChange={(next) => seen.push(next)} />);
    expect(screen.getByLabelText('Metai iki')).toHaveValue('2020');
    await user.type(screen.getByLabelText('Metai nuo'), '2015');
    expect(seen).toEqual([]);
    await user.tab();
    expect(seen.at(-1)).toEqual({ 'attr.year.min': '2015', 'attr.year.max': '2020' });
    await user.type(screen.getByLabelText('Rida nuo'), 'daug{Enter}');
    expect(screen.getByText('Įveskite skaičių.')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });
});

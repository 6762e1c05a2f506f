import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadOnIntent } from './lazyDialog.ts';

function Opener({ load }: { load: () => void }) {
  return (
    <button type="button" {...preloadOnIntent(load)}>
      Filtrai
    </button>
  );
}

describe('preloadOnIntent', () => {
  it("fetches a dialog's code when a mouse comes over its button, not when a finger lands on it", () => {
    const load = vi.fn();
    render(<Opener load={load} />);
    const button = screen.getByRole('button', { name: 'Filtrai' });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches it when the keyboard moves to the button, not when a tap focuses it', async () => {
    // The browser tells a keyboard's focus by ':focus-visible'. jsdom guesses it from the events it saw last,
    // which other test files in the same worker change, so the browser's answer is given here: the real one is
    // the keyboard journeys' and bench:interactions' (a tap).
    let focusVisible = false;
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? focusVisible : matches.call(this, selector);
    });
    const load = vi.fn();
    render(<Opener load={load} />);
    const button = screen.getByRole('button', { name: 'Filtrai' });

    await act(async () => button.focus());
    expect(load).not.toHaveBeenCalled();
    await act(async () => button.blur());

    focusVisible = true;
    await act(async () => button.focus());
    expect(load).toHaveBeenCalledTimes(1);
  });
});

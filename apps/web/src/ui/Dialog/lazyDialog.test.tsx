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

  it('fetches it when the keyboard moves to the button', async () => {
    const load = vi.fn();
    render(<Opener load={load} />);
    // A keypress first: the browser then shows the focus ring (:focus-visible) on what gets the focus.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await act(async () => screen.getByRole('button', { name: 'Filtrai' }).focus());
    expect(load).toHaveBeenCalledTimes(1);
  });
});

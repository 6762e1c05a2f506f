import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, loadServerRenderedParts } from './lazyPart.tsx';

function Owner({ title }: { title: string }) {
  return <button type="button">Reklamuoti: {title}</button>;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('a lazy part the server rendered', () => {
  it('is loaded before hydrating when the HTML holds it, and then renders at once, without suspending', async () => {
    const load = vi.fn(async () => ({ default: Owner }));
    const OwnerPart = lazyPart('test-owner', load);
    const html = document.body.appendChild(document.createElement('div'));
    html.innerHTML = '<template data-lazy-part="test-owner"></template>';

    await loadServerRenderedParts(html);
    expect(load).toHaveBeenCalledTimes(1);
    html.remove();
    render(
      <Suspense fallback={<p>Kraunama</p>}>
        <OwnerPart title="Dviratis" />
      </Suspense>,
    );
    // In the same render: no fallback first, which hydration would take for the part's code still missing.
    expect(screen.getByRole('button', { name: 'Reklamuoti: Dviratis' })).toBeInTheDocument();
    expect(screen.queryByText('Kraunama')).toBeNull();
  });

  it('is not loaded when the HTML does not hold it, and a failed load leaves hydration to go on', async () => {
    const notRendered = vi.fn(async () => ({ default: Owner }));
    lazyPart('test-not-rendered', notRendered);
    const failing = vi.fn(async (): Promise<{ default: typeof Owner }> => {
      throw new Error('chunk failed');
    });
    lazyPart('test-failing', failing);
    const html = document.body.appendChild(document.createElement('div'));
    html.innerHTML = '<template data-lazy-part="test-failing"></template>';

    await expect(loadServerRenderedParts(html)).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(notRendered).not.toHaveBeenCalled();
  });
});

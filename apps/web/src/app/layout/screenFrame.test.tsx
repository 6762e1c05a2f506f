import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/render.tsx';
import { lazyScreen } from '../lazyScreen.tsx';
import { ServerRouteErrorContext } from '../navigation.ts';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';

/** The layout's part that matters here: the screens' boundary and the scroll keeper (AppLayout.tsx). */
function Frame() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/b">į b</Link>
      <button type="button" onClick={() => navigate(-1)}>
        atgal
      </button>
      <ScreenBoundary>
        <Outlet />
      </ScreenBoundary>
      <ScrollRestoration />
    </>
  );
}

function Broken(): never {
  throw new Error('screen failed');
}

function renderAt(path: string, serverError: { notFound: boolean } | null = null) {
  return render(
    <Providers>
      <ServerRouteErrorContext value={serverError}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<Frame />}>
              <Route path="/a" element={<p>ekranas a</p>} />
              <Route path="/b" element={<p>ekranas b</p>} />
              <Route path="/sugedes" element={<Broken />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ServerRouteErrorContext>
    </Providers>,
  );
}

afterEach(() => {
  vi.mocked(window.scrollTo).mockClear();
  vi.restoreAllMocks();
});

describe('the screens’ boundary (decision 0093)', () => {
  it('shows the server’s 404 for the address it rendered, in place of the screen', () => {
    renderAt('/a', { notFound: true });
    expect(screen.getByText('404: Puslapis nerastas.')).toBeInTheDocument();
    expect(screen.queryByText('ekranas a')).not.toBeInTheDocument();
  });

  it('shows the server-error text for a screen that throws, and the next screen after a navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/sugedes');
    expect(screen.getByText('Įvyko serverio klaida.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'į b' }));
    expect(await screen.findByText('ekranas b')).toBeInTheDocument();
  });
});

describe('scroll restoration', () => {
  it('opens a new address at the top and returns to the kept position on Back', async () => {
    renderAt('/a');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await userEvent.click(screen.getByRole('link', { name: 'į b' }));
    await screen.findByText('ekranas b');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'atgal' }));
    await screen.findByText('ekranas a');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});

describe('a lazy screen', () => {
  it('renders its module at once once preloaded, as the server and the hydrating browser do', async () => {
    const load = vi.fn(async () => ({ default: () => <p>įkeltas ekranas</p> }));
    const { Component, preload } = lazyScreen(load);
    await preload();
    render(<Component />);
    // No Suspense boundary above and no waiting: a screen that suspended would show nothing here.
    expect(screen.getByText('įkeltas ekranas')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { lazyPage } from './pages';

const NotFoundPage = lazyPage(() => import('@/app/pages/NotFoundPage'));
const RequisitesPage = lazyPage(() => import('@/features/legal/pages/RequisitesPage'));

describe('lazy pages', () => {
  it('a page whose code has arrived renders at once, without its loading fallback', async () => {
    await NotFoundPage.preload();
    renderWithProviders(
      <Suspense fallback={<p>loading the page</p>}>
        <NotFoundPage />
      </Suspense>,
    );
    // Straight after the first render: React.lazy alone would have suspended and shown the fallback.
    expect(screen.queryByText('loading the page')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('a page not loaded yet shows the fallback, then the page, and is not mounted again later', async () => {
    let renderAgain = () => {};
    function Parent() {
      const [renders, setRenders] = useState(0);
      renderAgain = () => setRenders((n) => n + 1);
      return (
        <Suspense fallback={<p>loading the page</p>}>
          <RequisitesPage />
          <output data-testid="renders">{renders}</output>
        </Suspense>
      );
    }
    renderWithProviders(<Parent />);
    expect(screen.getByText('loading the page')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // The page renders again now that its code has arrived: it stays the same page on screen.
    act(() => renderAgain());
    expect(screen.getByTestId('renders')).toHaveTextContent('1');
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('a page whose code failed to arrive is asked for again on the next render', async () => {
    let attempts = 0;
    const FlakyPage = lazyPage(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return import('@/app/pages/NotFoundPage');
    });
    let retry = () => {};
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        retry = () => this.setState({ failed: false });
        return this.state.failed ? <p>the page failed</p> : this.props.children;
      }
    }
    renderWithProviders(
      <Boundary>
        <Suspense fallback={<p>loading the page</p>}>
          <FlakyPage />
        </Suspense>
      </Boundary>,
    );
    // React renders once more after an error before giving up; either that render or the
    // boundary's retry asks for the code again.
    await waitFor(() => expect(screen.queryByText('loading the page')).toBeNull());
    if (screen.queryByText('the page failed')) act(() => retry());
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

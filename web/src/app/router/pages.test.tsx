import { act, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
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
});

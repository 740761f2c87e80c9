import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import * as Page from './pages';

describe('lazy pages', () => {
  it('a page whose code has arrived renders at once, without its loading fallback', async () => {
    await Page.NotFoundPage.preload();
    renderWithProviders(
      <Suspense fallback={<p>loading the page</p>}>
        <Page.NotFoundPage />
      </Suspense>,
    );
    // Straight after the first render: React.lazy alone would have suspended and shown the fallback.
    expect(screen.queryByText('loading the page')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('a page not loaded yet shows the fallback, then the page', async () => {
    renderWithProviders(
      <Suspense fallback={<p>loading the page</p>}>
        <Page.PlayersPage />
      </Suspense>,
    );
    expect(screen.getByText('loading the page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  });
});

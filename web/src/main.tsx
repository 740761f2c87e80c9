import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/ui/global.css';
import { languageReady } from '@/shared/i18n/i18n';
import { App } from '@/app/App';
import { createQueryClient } from '@/app/query-client';
import { preloadRoute } from '@/app/router/preload';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The landing page's code and first data start now, alongside the shell's first render.
const queryClient = createQueryClient();
preloadRoute(window.location, queryClient);

// A transition: React renders the app in slices of a few milliseconds and lets the browser in
// between (paint, input) instead of blocking it for the whole first render.
void languageReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);

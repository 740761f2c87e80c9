import { StrictMode } from 'react';
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

void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);

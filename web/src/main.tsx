import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@/shared/ui/global.css';
import { i18n, languageReady } from '@/shared/i18n/i18n';
import { App } from '@/app/App';
import { createQueryClient } from '@/app/query-client';
import { preloadFirstPictures } from '@/app/router/first-pictures';
import { createRoutes } from '@/app/router/routes';
import { getToken } from '@/shared/session/storage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router starts at once: the landing page's code and its first data (its route's loader,
// ADR 0044) are asked for now, before the first render.
const queryClient = createQueryClient();
// Answers carry the server's texts (catalogue names, ADR 0066) in the language they were asked in:
// a switch asks again what the page shows.
let askedIn = document.documentElement.lang;
i18n.on('languageChanged', (lng) => {
  if (lng === askedIn) return;
  askedIn = lng;
  void queryClient.invalidateQueries();
});
const router = createBrowserRouter(
  createRoutes({ queryClient, signedIn: () => getToken() !== null, onAnswer: preloadFirstPictures }),
);
const pageReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});
// The page's code normally arrives with the entry (the server links it from the page, ADR 0028);
// on a network that stalls it, the shell and its loading state are drawn after 2 s anyway.
const pageOrTimeout = Promise.race([pageReady, new Promise((resolve) => setTimeout(resolve, 2000))]);

// The first render waits for the texts and the landing page's code, so it draws the page, not a
// loading state first. It is a transition: React renders the app in slices of a few milliseconds
// and lets the browser in between (paint, input) instead of blocking it for the whole render.
void Promise.all([languageReady, pageOrTimeout]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  ),
);

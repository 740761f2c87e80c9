import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/ui/global.css';
import { languageReady } from '@/shared/i18n/i18n';
import { App } from '@/app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

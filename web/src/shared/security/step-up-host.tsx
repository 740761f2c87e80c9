import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import type { StepUpMethod } from './step-up-api';

/** The dialogs open now, each closed as if cancelled by `dismissStepUp`. */
const open = new Set<() => void>();

/** Closes every open step-up dialog as cancelled (tests end with it). */
export function dismissStepUp(): void {
  for (const cancel of [...open]) cancel();
}

/**
 * Shows the step-up dialog on its own React root (any page can need it, none has to host it) and
 * resolves with the stepUpToken, or null when the user closes it.
 */
export async function askForStepUp(methods: StepUpMethod[]): Promise<string | null> {
  // The dialog's form (and its schemas) is a chunk of its own (ADR 0045).
  const { StepUpDialog } = await import('./StepUpDialog');
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.stepUp = '';
    document.body.append(host);
    const root = createRoot(host);
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const done = (token: string | null) => {
      open.delete(cancel);
      root.unmount();
      host.remove();
      resolve(token);
    };
    const cancel = () => done(null);
    open.add(cancel);
    root.render(
      <QueryClientProvider client={queryClient}>
        <StepUpDialog methods={methods} onDone={done} />
      </QueryClientProvider>,
    );
  });
}

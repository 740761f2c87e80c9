import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RealtimeContext, type Realtime } from '@/shared/realtime/realtime-context';
import { RealtimeProvider } from '@/shared/realtime/RealtimeProvider';
import { SessionProvider } from '@/shared/session/SessionProvider';
import { ThemeProvider } from '@/shared/theme/ThemeProvider';
import { createQueryClient } from './query-client';

/** Data, theme, session and the live link for the whole app (i18n is initialised on import in main.tsx). */
type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Component tests pass a stand-in link; the app opens the real one. */
  realtime?: Realtime;
};

export function AppProviders({ children, queryClient, realtime }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <SessionProvider>
          {realtime ? (
            <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>
          ) : (
            <RealtimeProvider>{children}</RealtimeProvider>
          )}
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

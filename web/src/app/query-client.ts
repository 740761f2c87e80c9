import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api-client/api-error';

/** Client errors (4xx) are not retried: asking again would get the same answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(isApiError(error) && error.kind === 'bad-request') && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

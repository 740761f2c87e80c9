import { Suspense } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { PageError } from '@/shared/ui/PageError';
import { PageFallback } from '@/shared/ui/Spinner';

/**
 * The routed page, with a loading state while its code arrives and a fallback if it fails. The
 * layout is also drawn while the router is still loading the first page's code (the routes'
 * HydrateFallback, when the first render cannot wait any longer): there is no page yet, and the
 * loading state stands in for it.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  return (
    <ErrorBoundary fallback={<PageError />} resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>{outlet ?? <PageFallback />}</Suspense>
    </ErrorBoundary>
  );
}

import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { PageError } from '@/shared/ui/PageError';
import { PageFallback } from '@/shared/ui/Spinner';

/** The routed page, with a loading state while its code arrives and a fallback if it fails. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<PageError />} resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

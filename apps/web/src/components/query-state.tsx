import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { CenteredSpinner } from './centered-spinner.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { NotFound } from './not-found.tsx';

/** Loading, not found, failed, or the page itself. */
export function QueryState<T>({
  query,
  what,
  children,
  skeleton,
}: {
  query: UseQueryResult<T>;
  what: string;
  children(data: T): ReactNode;
  /** The page's shape while it loads, so nothing jumps when it arrives. */
  skeleton?: ReactNode;
}) {
  if (query.isPending) return skeleton ?? <CenteredSpinner label={`Loading the ${what}`} />;
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound what={what} />;
    return <ErrorAlert error={query.error} onRetry={query.refetch} sx={{ m: 2 }} />;
  }
  return <>{children(query.data as T)}</>;
}

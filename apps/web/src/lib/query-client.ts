import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { queryStaleTimeMs } from '../config/env.ts';

/** docs/requirements.md#constants: fresh for 2.5 minutes, no automatic retry, previous data kept while loading. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: queryStaleTimeMs, retry: false, placeholderData: keepPreviousData },
      mutations: { retry: false },
    },
  });

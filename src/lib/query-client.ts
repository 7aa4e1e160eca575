import { QueryClient } from '@tanstack/react-query';
import { CACHE_MAX_AGE } from '../offline/persister.ts';
import { ApiError } from './graphql.ts';

const NOT_RETRIED = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
  // A 10 s wait is already long on a phone: show the message rather than wait twice more.
  'TIMEOUT',
]);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: CACHE_MAX_AGE,
      retry: (count, error) =>
        !(error instanceof ApiError && NOT_RETRIED.has(error.code)) && count < 2,
    },
    mutations: { retry: false },
  },
});

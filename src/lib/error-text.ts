import { ApiError } from './graphql.ts';

/**
 * The server's message for an expected failure, or for one it says is worth retrying (the
 * database briefly unavailable); `fallback` (a seed message) otherwise.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === 'NETWORK') return fallback;
  if (error.code !== 'INTERNAL_SERVER_ERROR' || error.details.retryable === true) {
    return error.message;
  }
  return fallback;
}

import { ApiError } from './graphql.ts';

/** The server's message for an expected failure; `fallback` (a seed message) otherwise. */
export function errorText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.code !== 'NETWORK' &&
    error.code !== 'INTERNAL_SERVER_ERROR'
  ) {
    return error.message;
  }
  return fallback;
}

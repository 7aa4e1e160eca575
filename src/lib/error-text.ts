import { toast } from 'sonner';
import { m } from '../../domain/messages.ts';
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

/**
 * A form's mutation refused: the fields' messages go next to their boxes (`setErrors`); a refusal
 * without fields is said in a toast.
 */
export const refusalTo =
  (setErrors: (fields: Record<string, string>) => void) =>
  (error: unknown): void => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0)
      return setErrors(error.fields);
    toast.error(errorText(error, m.somethingWentWrong()));
  };

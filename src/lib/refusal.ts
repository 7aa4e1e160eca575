import { toast } from './toast.ts';
import { m } from '../../domain/messages.ts';
import { errorText } from './error-text.ts';
import { ApiError } from './graphql.ts';

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

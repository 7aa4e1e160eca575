import * as v from 'valibot';
import { messages as m } from './messages.ts';

/** Empty or blank becomes null (the field is cleared). */
const optionalText = v.pipe(
  v.optional(v.nullable(v.string())),
  v.transform((s) => (s?.trim() ? s.trim() : null)),
);

/** Profile edit (name and phone), on the form and again on the server. */
export const profileSchema = v.object({
  name: v.pipe(
    optionalText,
    v.check((s) => s === null || s.length <= 80, m.nameTooLong),
  ),
  phone: v.pipe(
    optionalText,
    v.check((s) => s === null || /^\+?[0-9][0-9 ()-]{6,19}$/.test(s), m.phoneInvalid),
  ),
});

export type ProfileInput = v.InferInput<typeof profileSchema>;

import * as v from 'valibot';
import { looksLikeLandline, normaliseIndianMobile } from './kyc.ts';
import { m } from './messages.ts';
import { hasHiddenCharacters } from './text.ts';

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
    v.check((s) => s === null || !hasHiddenCharacters(s), m.textHiddenCharacters),
  ),
  phone: v.pipe(
    optionalText,
    v.rawCheck<string | null>(({ dataset, addIssue }) => {
      const s = dataset.typed ? dataset.value : null;
      if (s === null) return;
      // Sign-up's rule (domain/kyc.ts), with the seed's message for a number that is not one.
      if (looksLikeLandline(s)) addIssue({ message: m.landlineNotMobile() });
      else if (s.length > 20 || !normaliseIndianMobile(s)) addIssue({ message: m.phoneInvalid() });
    }),
    // Kept as E.164, as sign-up keeps it.
    v.transform((s) => (s === null ? null : (normaliseIndianMobile(s) ?? s))),
  ),
});

export type ProfileInput = v.InferInput<typeof profileSchema>;

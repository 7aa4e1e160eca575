import * as v from 'valibot';
import { ADDRESS_STATES, pinCodeProblem, pinInStateProblem, stateCodeOfName } from './address.ts';
import { gstinProblem, normaliseIndianMobile, phoneProblem } from './kyc.ts';
import { m } from './messages.ts';
import { visibleText } from './text.ts';

/** Blank becomes null; otherwise trimmed, at most `max` characters. */
const optional = (max = 200) =>
  v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((s) => (s?.trim() ? s.trim() : null)),
    v.check((s) => s === null || s.length <= max, m.textTooLong),
  );

/** An optional value that, when given, must pass `problem`. */
const optionalChecked = (problem: (value: string) => string | null, max = 200) =>
  v.pipe(
    optional(max),
    v.rawCheck<string | null>(({ dataset, addIssue }) => {
      const found = dataset.typed && dataset.value !== null ? problem(dataset.value) : null;
      if (found) addIssue({ message: found });
    }),
  );

const stateProblem = (value: string) => (stateCodeOfName(value) ? null : m.stateUnknown());

const emailProblem = (value: string) =>
  v.is(v.pipe(v.string(), v.email()), value) ? null : m.invalidEmailAddress();

/**
 * An organisation (seed section 3's older schema): name, phone, e-mail, an address with pin code,
 * state, locality and city, and a GST No. Only the name is required; what is given is checked
 * with the same rules as a store's (domain/kyc.ts).
 */
export const organisationInputSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(m.organisationNameRequired),
      v.maxLength(120, m.orgTooLong),
      visibleText(),
    ),
    phone: v.pipe(
      optionalChecked(phoneProblem, 20),
      v.transform((s) => (s === null ? null : normaliseIndianMobile(s))),
    ),
    email: v.pipe(
      optionalChecked(emailProblem, 254),
      v.transform((s) => s?.toLowerCase() ?? null),
    ),
    address: optional(1000),
    pinCode: optionalChecked(pinCodeProblem, 6),
    state: optionalChecked(stateProblem, 60),
    locality: optional(),
    city: optional(),
    gstNo: v.pipe(
      optionalChecked(gstinProblem, 15),
      v.transform((s) => s?.toUpperCase() ?? null),
    ),
  }),
  // A PIN code given with a state must be one of that state's (domain/address.ts).
  v.forward(
    v.partialCheck(
      [['pinCode'], ['state']],
      ({ pinCode, state }) => {
        const code = state ? stateCodeOfName(state) : null;
        return !pinCode || !code || pinInStateProblem(code, pinCode) === null;
      },
      m.pinNotInState,
    ),
    ['pinCode'],
  ),
);

export type OrganisationInput = v.InferInput<typeof organisationInputSchema>;

/** The states and union territories, by name, for the organisation form's list. */
export const STATE_NAMES = ADDRESS_STATES.map((s) => s.name);

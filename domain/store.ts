import * as v from 'valibot';
import { STORE_GENDERS, STORE_TYPES } from './enums.ts';
import {
  aadhaarProblem,
  accountNumberProblem,
  gstinProblem,
  ifscProblem,
  normaliseIndianMobile,
  panGstinProblem,
  panProblem,
  phoneProblem,
  upiProblem,
} from './kyc.ts';
import { messages as m } from './messages.ts';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** A required value that must also pass a KYC check, which says what is wrong. */
const checked = (message: string, problem: (value: string) => string | null) =>
  v.pipe(
    required(message),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      const found = dataset.typed ? problem(dataset.value) : null;
      if (found) addIssue({ message: found });
    }),
  );

const upper = (message: string, problem: (value: string) => string | null) =>
  v.pipe(checked(message, problem), v.toUpperCase());

/** An Indian mobile number, stored as E.164. */
const mobile = (message: string) =>
  v.pipe(
    checked(message, phoneProblem),
    v.transform((value) => normaliseIndianMobile(value) ?? value),
  );

/**
 * Store creation input (seed section 3), with the KYC format rules (domain/kyc.ts): GSTIN with its
 * state code, embedded PAN and check character; PAN with its holder type; Aadhaar with its
 * Verhoeff digit; IFSC; UPI ID; Indian mobile numbers; and the PAN inside the GSTIN must be the PAN.
 */
export const storeInputSchema = v.pipe(
  v.object({
    name: required(m.brandNameRequired),
    type: v.picklist(STORE_TYPES),
    description: v.optional(v.pipe(v.string(), v.trim()), ''),
    logo: v.optional(v.nullable(v.string())),
    images: v.optional(v.array(v.string()), []),
    email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(m.invalidEmailAddress)),
    phone: mobile(m.storePhoneRequired),
    emergencyPhone: mobile(m.emergencyPhoneRequired),
    addresses: required(m.storeAddressRequired),
    pocName: required(m.pocNameRequired),
    pocPhone: mobile(m.pocPhoneRequired),
    gstin: upper(m.gstRequired, gstinProblem),
    addhaarNum: v.pipe(
      checked(m.aadhaarRequired, aadhaarProblem),
      v.transform((value) => value.replace(/\s/g, '')),
    ),
    panNum: upper(m.panRequired, panProblem),
    accNum: checked(m.accountNoRequired, accountNumberProblem),
    ifsc: upper(m.ifscRequired, ifscProblem),
    branch: required(m.branchRequired),
    upiId: checked(m.upiRequired, upiProblem),
    genderSpecific: v.optional(v.nullable(v.picklist(STORE_GENDERS))),
    storePolicy: v.optional(v.string(), ''),
    returnPolicy: v.optional(v.string(), ''),
    shippingPolicy: v.optional(v.string(), ''),
  }),
  v.forward(
    v.partialCheck(
      [['gstin'], ['panNum']],
      (input) => panGstinProblem(input.panNum, input.gstin) === null,
      m.panGstinMismatch,
    ),
    ['panNum'],
  ),
);

export type StoreInput = v.InferInput<typeof storeInputSchema>;

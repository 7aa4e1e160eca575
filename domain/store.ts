import * as v from 'valibot';
import { isAddressState, pinCodeProblem, pinMatchesState } from './address.ts';
import { STORE_GENDERS, STORE_TYPES } from './enums.ts';
import { GST_STATES, gstinState } from './gst.ts';
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
import { m, type Message } from './messages.ts';
import { visibleText } from './text.ts';
import { imageUrl } from './uploads.ts';

/** At most this many images on step 1 of onboarding (seed section 5: images only, at most 5). */
export const MAX_STORE_IMAGES = 5;
const MAX_TEXT = 200;
const MAX_POLICY = 4000;

/** A required text, trimmed, at most `max` characters (the store's and a location's forms). */
export const required = (message: Message, max = MAX_TEXT) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, m.textTooLong));

/** A required value that must also pass a KYC check, which says what is wrong. */
export const checked = (message: Message, problem: (value: string) => string | null) =>
  v.pipe(
    required(message),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      const found = dataset.typed ? problem(dataset.value) : null;
      if (found) addIssue({ message: found });
    }),
  );

export const upper = (message: Message, problem: (value: string) => string | null) =>
  v.pipe(checked(message, problem), v.toUpperCase());

/** An Indian mobile number, stored as E.164. */
export const mobile = (message: Message) =>
  v.pipe(
    checked(message, phoneProblem),
    v.transform((value) => normaliseIndianMobile(value) ?? value),
  );

const policy = (missing: Message) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(missing),
    v.maxLength(MAX_POLICY, m.textTooLong),
  );

/**
 * Each store field's rule, once: the onboarding pages and the server's `createStore` both use
 * these (domain/kyc.ts has the KYC format checks, each message saying what is wrong).
 */
const rules = {
  name: v.pipe(required(m.brandNameRequired), visibleText()),
  type: v.picklist(STORE_TYPES),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.email(m.invalidEmailAddress),
    v.maxLength(MAX_TEXT, m.textTooLong),
  ),
  phone: mobile(m.storePhoneRequired),
  emergencyPhone: mobile(m.emergencyPhoneRequired),
  address: v.pipe(required(m.storeAddressRequired, 1000), visibleText()),
  stateCode: v.pipe(v.string(m.storeStateRequired), v.check(isAddressState, m.storeStateRequired)),
  pinCode: v.pipe(
    v.string(m.storePinRequired),
    v.trim(),
    v.nonEmpty(m.storePinRequired),
    v.check((pin) => pinCodeProblem(pin) === null, m.pinCodeFormat),
  ),
  pocName: v.pipe(required(m.pocNameRequired), visibleText()),
  pocPhone: mobile(m.pocPhoneRequired),
  gstin: upper(m.gstRequired, gstinProblem),
  aadhaar: v.pipe(
    checked(m.aadhaarRequired, aadhaarProblem),
    v.transform((value) => value.replace(/\s/g, '')),
  ),
  pan: upper(m.panRequired, panProblem),
  account: checked(m.accountNoRequired, accountNumberProblem),
  ifsc: upper(m.ifscRequired, ifscProblem),
  branch: required(m.branchRequired),
  upi: checked(m.upiRequired, upiProblem),
  gender: v.optional(v.nullable(v.picklist(STORE_GENDERS))),
};

/** Store creation input (seed section 3), as `createStore` takes it. */
export const storeInputSchema = v.pipe(
  v.object({
    name: rules.name,
    type: rules.type,
    description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_POLICY)), ''),
    logo: v.optional(v.nullable(imageUrl(m.uploadAtLeastOneImage))),
    images: v.optional(
      v.pipe(
        v.array(imageUrl(m.uploadAtLeastOneImage)),
        v.maxLength(MAX_STORE_IMAGES, m.tooManyImages),
      ),
      [],
    ),
    email: rules.email,
    phone: rules.phone,
    emergencyPhone: rules.emergencyPhone,
    addresses: rules.address,
    stateCode: rules.stateCode,
    pinCode: rules.pinCode,
    pocName: rules.pocName,
    pocPhone: rules.pocPhone,
    gstin: rules.gstin,
    addhaarNum: rules.aadhaar,
    panNum: rules.pan,
    accNum: rules.account,
    ifsc: rules.ifsc,
    branch: rules.branch,
    upiId: rules.upi,
    genderSpecific: rules.gender,
    storePolicy: policy(m.storePolicyRequired),
    returnPolicy: policy(m.returnPolicyRequired),
    shippingPolicy: policy(m.shippingPolicyRequired),
  }),
  v.forward(
    v.partialCheck(
      [['gstin'], ['panNum']],
      (i) => panGstinProblem(i.panNum, i.gstin) === null,
      m.panGstinMismatch,
    ),
    ['panNum'],
  ),
  v.forward(v.partialCheck([['stateCode'], ['pinCode']], pinMatchesState, m.pinNotInState), [
    'pinCode',
  ]),
  // A GSTIN is registered in one state: the store's address must be in it (decision 026), or its
  // invoices would charge the wrong tax.
  v.forward(
    v.partialCheck(
      [['gstin'], ['stateCode']],
      (i) => gstinInState(i.gstin, i.stateCode),
      m.gstinStateMismatch,
    ),
    ['gstin'],
  ),
);

export type StoreInput = v.InferInput<typeof storeInputSchema>;

/**
 * A GSTIN is registered in one state, its first two digits: the store's address must be in it
 * (decision 026), or its invoices would charge the wrong tax.
 */
export const gstinInState = (gstin: string, stateCode: string) =>
  gstinState(gstin.trim()) === stateCode;

/**
 * The seed's `createStore` sends the address as one string, with no state or PIN (decision 026): the
 * state is taken from the GSTIN's first two digits and the PIN from the last 6-digit number in
 * the address. What neither gives stays missing, and is refused with its own message.
 */
export function withDerivedPlace<
  T extends { stateCode?: unknown; pinCode?: unknown; gstin?: unknown; addresses?: unknown },
>(input: T): T {
  const derived = { ...input };
  if (!derived.stateCode && typeof input.gstin === 'string') {
    const state = gstinState(input.gstin.trim());
    if (isAddressState(state)) derived.stateCode = state;
  }
  if (!derived.pinCode && typeof input.addresses === 'string') {
    const pins = input.addresses.match(/(?<!\d)[1-9]\d{5}(?!\d)/g);
    if (pins) derived.pinCode = pins.at(-1);
  }
  return derived;
}

/** Onboarding step 1 (store1), the seed's store details form. */
export const storeDetailsSchema = v.pipe(
  v.object({
    storeType: rules.type,
    brandName: rules.name,
    storePhone: rules.phone,
    businessEmail: rules.email,
    emergencyPhone: rules.emergencyPhone,
    storeAddress: rules.address,
    stateCode: rules.stateCode,
    pinCode: rules.pinCode,
    pocName: rules.pocName,
    pocPhone: rules.pocPhone,
  }),
  v.forward(v.partialCheck([['stateCode'], ['pinCode']], pinMatchesState, m.pinNotInState), [
    'pinCode',
  ]),
);

/** Onboarding step 2 (store2), finance and KYC. */
export const storeFinanceSchema = v.pipe(
  v.object({
    gstNo: rules.gstin,
    aadhaarNo: rules.aadhaar,
    panNo: rules.pan,
    accountNo: rules.account,
    ifscCode: rules.ifsc,
    branch: rules.branch,
    upiId: rules.upi,
  }),
  v.forward(
    v.partialCheck(
      [['gstNo'], ['panNo']],
      (i) => panGstinProblem(i.panNo, i.gstNo) === null,
      m.panGstinMismatch,
    ),
    ['panNo'],
  ),
);

/**
 * Onboarding page 2 once page 1's state is known: a GST No of another state is said on this page,
 * naming both states, instead of only when the store is created after page 3.
 */
export function storeFinanceSchemaIn(stateCode: string | undefined) {
  if (!stateCode || !GST_STATES[stateCode]) return storeFinanceSchema;
  return v.pipe(
    storeFinanceSchema,
    v.forward(
      v.partialCheck(
        [['gstNo']],
        (i) => gstinInState(i.gstNo, stateCode),
        (issue) => {
          const gstin = (issue.input as { gstNo: string }).gstNo.trim();
          return m.gstinStateMismatchNamed({
            gstState: GST_STATES[gstinState(gstin)] ?? gstinState(gstin),
            storeState: GST_STATES[stateCode]!,
          });
        },
      ),
      ['gstNo'],
    ),
  );
}

/** Onboarding step 3 (store3): no validation but lengths; the product type may stay empty. */
export const storePoliciesSchema = v.object({
  productType: v.picklist(['', ...STORE_GENDERS]),
  storePolicy: policy(m.storePolicyRequired),
  returnPolicy: policy(m.returnPolicyRequired),
  shippingPolicy: policy(m.shippingPolicyRequired),
});

export type StoreDetailsValues = v.InferInput<typeof storeDetailsSchema>;
export type StoreFinanceValues = v.InferInput<typeof storeFinanceSchema>;
export type StorePoliciesValues = v.InferInput<typeof storePoliciesSchema>;

/** The three pages' values as `createStore`'s input (seed section 3: description sent empty). */
export function storeInputFromSteps(
  details: StoreDetailsValues,
  images: string[],
  finance: StoreFinanceValues,
  policies: StorePoliciesValues,
): StoreInput {
  return {
    name: details.brandName,
    type: details.storeType,
    description: '',
    logo: images[0] ?? null,
    images,
    email: details.businessEmail,
    phone: details.storePhone,
    emergencyPhone: details.emergencyPhone,
    addresses: details.storeAddress,
    stateCode: details.stateCode,
    pinCode: details.pinCode,
    pocName: details.pocName,
    pocPhone: details.pocPhone,
    gstin: finance.gstNo,
    addhaarNum: finance.aadhaarNo,
    panNum: finance.panNo,
    accNum: finance.accountNo,
    ifsc: finance.ifscCode,
    branch: finance.branch,
    upiId: finance.upiId,
    genderSpecific: policies.productType || null,
    storePolicy: policies.storePolicy,
    returnPolicy: policies.returnPolicy,
    shippingPolicy: policies.shippingPolicy,
  };
}

/** `createStore`'s field names → the onboarding step and field that show its message. */
export const STORE_INPUT_FIELDS: Record<string, { step: 1 | 2 | 3; field: string }> = {
  name: { step: 1, field: 'brandName' },
  type: { step: 1, field: 'storeType' },
  email: { step: 1, field: 'businessEmail' },
  phone: { step: 1, field: 'storePhone' },
  emergencyPhone: { step: 1, field: 'emergencyPhone' },
  addresses: { step: 1, field: 'storeAddress' },
  stateCode: { step: 1, field: 'stateCode' },
  pinCode: { step: 1, field: 'pinCode' },
  pocName: { step: 1, field: 'pocName' },
  pocPhone: { step: 1, field: 'pocPhone' },
  images: { step: 1, field: 'storeImages' },
  logo: { step: 1, field: 'storeImages' },
  gstin: { step: 2, field: 'gstNo' },
  addhaarNum: { step: 2, field: 'aadhaarNo' },
  panNum: { step: 2, field: 'panNo' },
  accNum: { step: 2, field: 'accountNo' },
  ifsc: { step: 2, field: 'ifscCode' },
  branch: { step: 2, field: 'branch' },
  upiId: { step: 2, field: 'upiId' },
  genderSpecific: { step: 3, field: 'productType' },
  storePolicy: { step: 3, field: 'storePolicy' },
  returnPolicy: { step: 3, field: 'returnPolicy' },
  shippingPolicy: { step: 3, field: 'shippingPolicy' },
};

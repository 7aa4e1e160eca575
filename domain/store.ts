import * as v from 'valibot';
import { STORE_GENDERS, STORE_TYPES } from './enums.ts';
import { messages as m } from './messages.ts';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** Store creation input (seed section 3); format rules for KYC come with the onboarding issue. */
export const storeInputSchema = v.object({
  name: required(m.brandNameRequired),
  type: v.picklist(STORE_TYPES),
  description: v.optional(v.pipe(v.string(), v.trim()), ''),
  logo: v.optional(v.nullable(v.string())),
  images: v.optional(v.array(v.string()), []),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(m.invalidEmailAddress)),
  phone: required(m.storePhoneRequired),
  emergencyPhone: required(m.emergencyPhoneRequired),
  addresses: required(m.storeAddressRequired),
  pocName: required(m.pocNameRequired),
  pocPhone: required(m.pocPhoneRequired),
  gstin: required(m.gstRequired),
  addhaarNum: v.pipe(required(m.aadhaarRequired), v.regex(/^\d{12}$/, m.aadhaarRequired)),
  panNum: required(m.panRequired),
  accNum: required(m.accountNoRequired),
  ifsc: required(m.ifscRequired),
  branch: required(m.branchRequired),
  upiId: required(m.upiRequired),
  genderSpecific: v.optional(v.nullable(v.picklist(STORE_GENDERS))),
  storePolicy: v.optional(v.string(), ''),
  returnPolicy: v.optional(v.string(), ''),
  shippingPolicy: v.optional(v.string(), ''),
});

export type StoreInput = v.InferInput<typeof storeInputSchema>;

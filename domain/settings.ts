import * as v from 'valibot';
import { operatorGstinProblem } from './kyc.ts';
import { m } from './messages.ts';

/** The platform's settings (admins change them), with their defaults and bounds. */
export const PLATFORM_SETTINGS = {
  /** Hours a pending cash-on-delivery item may hold stock before it is cancelled; 0: never. */
  unpaidHoldHours: { default: 72, min: 0, max: 720 },
  /**
   * The marketplace's GSTIN as an e-commerce operator collecting TCS (s. 52), which its sellers
   * name in GSTR-1 table 14; empty until an admin gives it.
   */
  operatorGstin: { default: '' },
} as const;

export type PlatformSettings = { unpaidHoldHours: number; operatorGstin: string };

export const platformSettingsSchema = v.object({
  unpaidHoldHours: v.pipe(
    v.number(m.unpaidHoldHoursRange),
    v.integer(m.unpaidHoldHoursRange),
    v.minValue(PLATFORM_SETTINGS.unpaidHoldHours.min, m.unpaidHoldHoursRange),
    v.maxValue(PLATFORM_SETTINGS.unpaidHoldHours.max, m.unpaidHoldHoursRange),
  ),
  operatorGstin: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toUpperCase(),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      const found = dataset.typed && dataset.value ? operatorGstinProblem(dataset.value) : null;
      if (found) addIssue({ message: found });
    }),
  ),
});

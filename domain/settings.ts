import * as v from 'valibot';
import { m } from './messages.ts';

/** The platform's settings (admins change them), with their defaults and bounds. */
export const PLATFORM_SETTINGS = {
  /** Hours a pending cash-on-delivery item may hold stock before it is cancelled; 0: never. */
  unpaidHoldHours: { default: 72, min: 0, max: 720 },
} as const;

export type PlatformSettings = { unpaidHoldHours: number };

export const platformSettingsSchema = v.object({
  unpaidHoldHours: v.pipe(
    v.number(m.unpaidHoldHoursRange),
    v.integer(m.unpaidHoldHoursRange),
    v.minValue(PLATFORM_SETTINGS.unpaidHoldHours.min, m.unpaidHoldHoursRange),
    v.maxValue(PLATFORM_SETTINGS.unpaidHoldHours.max, m.unpaidHoldHoursRange),
  ),
});

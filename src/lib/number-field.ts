import * as v from 'valibot';

/**
 * A number box's text as a number; empty is NaN, so that the schema says what is missing. Written
 * as Indians write amounts, a rupee sign and grouping commas are read too: "₹1,499" is 1499.
 */
export const numberFrom = (text: string) => {
  const plain = text
    .trim()
    .replace(/^₹\s*/, '')
    .replace(/(?<=\d),(?=\d)/g, '');
  return plain === '' ? Number.NaN : Number(plain);
};

/** An optional number box's text: blank is none (null), the rest as numberFrom reads it. */
export const optionalNumberFrom = (text: string) => (text.trim() === '' ? null : numberFrom(text));

/** A number box's text checked by a domain schema: its value, or the message to show. */
export function parseNumberField<S extends v.GenericSchema<unknown, number>>(
  schema: S,
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = v.safeParse(schema, numberFrom(text));
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, message: parsed.issues[0].message };
}

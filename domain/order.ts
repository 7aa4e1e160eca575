import * as v from 'valibot';
import { PAYMENT_METHODS, DELIVERY_TYPES } from './enums.ts';
import { isAddressState, pinMatchesState } from './address.ts';
import { normaliseIndianMobile } from './kyc.ts';
import { m, type Message } from './messages.ts';
import { visibleText } from './text.ts';

/**
 * What one checkout may ask for (decision 019): bounded so that nobody can hold a store's stock or
 * mail a list of strangers through an order.
 */
export const ORDER_LIMITS = {
  /** Lines of one checkout (after merging repeated product × colour × size lines). */
  lines: 50,
  /** Pieces of one product × colour × size in one checkout. */
  quantityPerLine: 10,
  /** Pieces of one entry one customer may hold in open (pending or processing) orders. */
  heldPerEntry: 10,
  nameLength: 100,
  addressLength: 500,
  instructionsLength: 500,
  discountCodeLength: 40,
} as const;

/** One line of text: no line breaks (a name heads an e-mail; a header never takes two lines). */
const oneLine = (max: number, required: Message, tooLong: Message, lineBreak: Message) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
    v.regex(/^[^\r\n]*$/, lineBreak),
    visibleText(),
  );

const optionalText = <T>(inner: v.GenericSchema<string, T>) =>
  v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((s) => (s?.trim() ? s.trim() : undefined)),
    v.optional(inner),
  );

/** Exactly one address: never a list (`a@x,b@y`), a display name or a header. */
const singleEmail = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.maxLength(254, m.shippingEmailInvalid),
  v.regex(/^[^\s,;<>"'()\\]+$/, m.shippingEmailInvalid),
  v.email(m.shippingEmailInvalid),
);

const mobile = v.pipe(
  v.string(),
  v.maxLength(20, m.shippingPhoneInvalid),
  v.check((s) => normaliseIndianMobile(s) !== null, m.shippingPhoneInvalid),
  v.transform((s) => normaliseIndianMobile(s)!),
);

const lineSchema = v.object({
  productId: v.string(),
  colorId: v.string(),
  sizeId: v.string(),
  quantity: v.pipe(
    v.number(m.orderQuantityRange),
    v.integer(m.orderQuantityRange),
    v.minValue(1, m.orderQuantityRange),
    v.maxValue(ORDER_LIMITS.quantityPerLine, m.orderQuantityRange),
  ),
  discountPercent: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
});

/** A checkout as the customer API takes it: every field bounded, one line per entry. */
export const checkoutSchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        ...lineSchema.entries,
        // Each line is a positive whole number before repeated lines are merged (−5 and 10 are
        // never one line of 5); the merged quantity is checked against the cap.
        quantity: v.pipe(
          v.number(m.orderQuantityRange),
          v.integer(m.orderQuantityRange),
          v.minValue(1, m.orderQuantityRange),
        ),
      }),
    ),
    v.minLength(1, m.orderItemsRange),
    v.maxLength(ORDER_LIMITS.lines * ORDER_LIMITS.quantityPerLine, m.orderItemsRange),
    v.transform(mergeLines),
    v.maxLength(ORDER_LIMITS.lines, m.orderItemsRange),
    v.array(lineSchema),
  ),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  shipping: v.pipe(
    v.object({
      name: oneLine(
        ORDER_LIMITS.nameLength,
        m.shippingNameRequired,
        m.shippingNameTooLong,
        m.shippingNameOneLine,
      ),
      email: optionalText(singleEmail),
      phone: optionalText(mobile),
      address: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(m.shippingAddressRequired),
        v.maxLength(ORDER_LIMITS.addressLength, m.shippingAddressTooLong),
        visibleText(),
      ),
      stateCode: v.pipe(v.string(), v.check(isAddressState, m.stateCodeInvalid)),
      pinCode: v.pipe(v.string(m.shippingPinInvalid), v.trim()),
    }),
    // The place of supply is the delivery address's state; its PIN code must be in it.
    v.forward(v.partialCheck([['stateCode'], ['pinCode']], pinMatchesState, m.shippingPinInvalid), [
      'pinCode',
    ]),
  ),
  deliveryType: v.optional(v.picklist(DELIVERY_TYPES)),
  deliveryInstructions: optionalText(
    v.pipe(v.string(), v.maxLength(ORDER_LIMITS.instructionsLength, m.deliveryInstructionsTooLong)),
  ),
  discountCode: optionalText(
    v.pipe(
      v.string(),
      v.maxLength(ORDER_LIMITS.discountCodeLength, m.discountCodeInvalid),
      v.regex(/^[A-Za-z0-9_-]+$/, m.discountCodeInvalid),
    ),
  ),
  packagingPaise: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export type CheckoutInput = v.InferInput<typeof checkoutSchema>;
export type Checkout = v.InferOutput<typeof checkoutSchema>;

type RawLine = { productId: string; colorId: string; sizeId: string; quantity: number };

/**
 * One line per product × colour × size: a repeated line adds its quantity to the first (two
 * lines of one entry would be two items of which only one could ever be moved).
 */
export function mergeLines<L extends RawLine>(lines: L[]): L[] {
  const merged = new Map<string, L>();
  for (const line of lines) {
    const key = `${line.productId}|${line.colorId}|${line.sizeId}`;
    const seen = merged.get(key);
    if (seen) merged.set(key, { ...seen, quantity: seen.quantity + line.quantity });
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

/** The refusal of a line that would take a customer's open holds on one entry past the cap. */
export function heldTooMuch(held: number): string {
  return m.orderHeldTooMuch({ held, max: ORDER_LIMITS.heldPerEntry });
}

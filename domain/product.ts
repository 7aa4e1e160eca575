import * as v from 'valibot';
import { MAX_VARIANTS, variantCount } from './catalogue.ts';
import { ALLOWED_HSN_CODES } from './gst-rates.ts';
import { priceAboveMrp } from './variant.ts';
import { GENDER_CODES } from './enums.ts';
import { m, type Message } from './messages.ts';
import { visibleText } from './text.ts';
import { imageUrl } from './uploads.ts';

const required = (message: Message) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const MAX_PRODUCT_IMAGES = 5;
/** The highest price an entry may have, in rupees (₹1 crore). */
export const MAX_PRICE = 10_000_000;
/** The most pieces one entry may hold. */
export const MAX_STOCK = 1_000_000;
export const MAX_NAME_LENGTH = 200;
export const MAX_TAGS = 20;
/** The low-stock threshold a seller may set in Settings, and its default. */
export const MAX_LOW_STOCK_THRESHOLD = 100_000;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** Price in rupees: at least 0.01, at most two decimals' worth of meaning. */
export const priceSchema = v.pipe(
  v.number(m.priceGreaterThanZero),
  v.finite(m.priceGreaterThanZero),
  v.minValue(0.01, m.priceGreaterThanZero),
  v.maxValue(MAX_PRICE, m.priceTooHigh),
);

/** An MRP in rupees, GST included; the price never exceeds it (variant.ts). */
export const mrpValueSchema = v.pipe(
  v.number(m.mrpInvalid),
  v.finite(m.mrpInvalid),
  v.minValue(0.01, m.mrpInvalid),
  v.maxValue(MAX_PRICE, m.mrpInvalid),
);

/** An optional MRP: null (or omitted) is none. */
export const mrpSchema = v.optional(v.nullable(mrpValueSchema));

/** Stock on create: a whole number of at least 1 (seed section 5). */
export const createStockSchema = v.pipe(
  v.number(m.stockInteger),
  v.integer(m.stockInteger),
  v.minValue(1, m.stockInteger),
  v.maxValue(MAX_STOCK, m.stockTooHigh),
);

/** Stock on update: a whole number of 0 or more (Out of Stock sets 0). */
export const quantitySchema = v.pipe(
  v.number(m.quantityWholeNumber),
  v.integer(m.quantityWholeNumber),
  v.minValue(0, m.quantityWholeNumber),
  v.maxValue(MAX_STOCK, m.stockTooHigh),
);

/** A seller's HSN choice: one of the allowed codes, or blank (null) for the category's. */
export const hsnSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((code) => code || null),
      v.check(
        (code) => code === null || (ALLOWED_HSN_CODES as readonly string[]).includes(code),
        m.hsnNotAllowed,
      ),
    ),
  ),
);

/** A product's own fields, as the form, productUpdate and the catalogue sheet check them. */
export const productFields = {
  name: v.pipe(
    required(m.itemNameRequired),
    v.maxLength(MAX_NAME_LENGTH, m.itemNameTooLong),
    visibleText(),
  ),
  description: required(m.descriptionRequired),
  gender: v.picklist(GENDER_CODES, m.genderRequired),
  customShippingPolicy: required(m.shippingPolicyRequired),
  customReturnPolicy: required(m.returnPolicyRequired),
  hsnCode: hsnSchema,
};

/** At most MAX_VARIANTS colour × size entries, said under the sizes. */
// partialCheck: each runs once its own fields are valid, beside the other fields' messages (not
// after them). The paths are checked against the concrete schemas below, not these generic shapes.
const variantLimit = <T extends { colors: string[]; sizes: string[] }>() =>
  v.forward<T, v.PartialCheckIssue<T>, ['sizes']>(
    v.partialCheck(
      [['colors'], ['sizes']] as never,
      ((p: T) => variantCount(p.colors, p.sizes) <= MAX_VARIANTS) as never,
      () => m.tooManyVariants({ max: MAX_VARIANTS }),
    ) as never,
    ['sizes'] as never,
  );

/** The price never exceeds the MRP, said under the price. */
const withinMrp = <T extends { price: number; mrp?: number | null }>() =>
  v.forward<T, v.PartialCheckIssue<T>, ['price']>(
    v.partialCheck(
      [['price'], ['mrp']] as never,
      ((p: T) => priceAboveMrp(p.price, p.mrp) === null) as never,
      ((issue: v.PartialCheckIssue<T>) =>
        priceAboveMrp(issue.input.price, issue.input.mrp) ?? '') as never,
    ) as never,
    ['price'] as never,
  );

const productInputFields = v.object({
  storeId: required(m.storeIdRequired),
  ...productFields,
  categoryId: required(m.categoryRequired),
  subCategory: v.optional(v.nullable(v.string())),
  price: priceSchema,
  /** Every entry's MRP (GST included), or none; at least the price. */
  mrp: mrpSchema,
  stock: createStockSchema,
  colors: v.pipe(v.array(v.string()), v.minLength(1, m.colorRequired)),
  sizes: v.pipe(v.array(v.string()), v.minLength(1, m.sizeRequired)),
  tags: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim())),
      v.transform((tags) => [...new Set(tags.filter(Boolean))]),
      v.maxLength(MAX_TAGS, m.tooManyTags),
    ),
    [],
  ),
  mainImage: v.optional(v.nullable(imageUrl(m.uploadImages))),
  productImages: v.pipe(
    v.array(imageUrl(m.uploadImages)),
    v.minLength(1, m.uploadImages),
    v.maxLength(MAX_PRODUCT_IMAGES, m.tooManyImages),
  ),
});

/** A product's photos on their own: a draft an import made gets them later (issue 32). */
export const productPhotosSchema = v.pick(productInputFields, ['productImages', 'mainImage']);

/** A colour's own photos: at most as many as a product's, none to clear them. */
export const colorImagesSchema = v.pipe(
  v.array(imageUrl(m.uploadImages)),
  v.maxLength(MAX_PRODUCT_IMAGES, m.tooManyImages),
);

/** A product without images is a draft: not listed to customers, shown as "Needs photos". */
export const needsPhotos = (product: { images: readonly string[] }) => product.images.length === 0;

/** Product creation input (seed sections 3 and 5): one inventory entry per colour × size. */
export const productInputSchema = v.pipe(productInputFields, variantLimit(), withinMrp());

export type ProductInput = v.InferInput<typeof productInputSchema>;

/**
 * A new product's shipping and return policies: those its form or call gives, or else the store's
 * from onboarding, which onboarding says show on every item (issue 48). A store with none leaves
 * them empty, and the rule that they are required says so.
 */
export function withStorePolicies<
  T extends { customShippingPolicy?: string | null; customReturnPolicy?: string | null },
>(input: T, store: { shippingPolicy: string; returnPolicy: string }) {
  return {
    ...input,
    customShippingPolicy: input.customShippingPolicy?.trim() || store.shippingPolicy,
    customReturnPolicy: input.customReturnPolicy?.trim() || store.returnPolicy,
  };
}

/**
 * The product form's rules: the same as the server's, before its images are uploaded; policies
 * left empty are the store's (`withStorePolicies`, applied by the server).
 */
export const productFormSchema = v.pipe(
  v.object({
    ...v.omit(productInputFields, ['productImages', 'mainImage']).entries,
    customShippingPolicy: v.pipe(v.string(), v.trim()),
    customReturnPolicy: v.pipe(v.string(), v.trim()),
  }),
  variantLimit(),
  withinMrp(),
);

/** productUpdate's input: the product's own fields, each optional; a given one must be valid. */
export const productUpdateSchema = v.partial(v.object(productFields));
export type ProductUpdate = v.InferInput<typeof productUpdateSchema>;

/** Splits the form's comma-separated tags, trimmed, empty ones dropped (seed section 2). */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export const lowStockThresholdSchema = v.pipe(
  v.number(m.lowStockThresholdInvalid),
  v.integer(m.lowStockThresholdInvalid),
  v.minValue(0, m.lowStockThresholdInvalid),
  v.maxValue(MAX_LOW_STOCK_THRESHOLD, m.lowStockThresholdInvalid),
);

export { isLowStock, productSummary } from './stock-summary.ts';

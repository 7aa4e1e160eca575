import * as v from 'valibot';
import { GENDER_CODES } from './enums.ts';
import { messages as m } from './messages.ts';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const MAX_PRODUCT_IMAGES = 5;

/** Product creation input (seed sections 3 and 5): one inventory entry per colour × size. */
export const productInputSchema = v.object({
  storeId: required(m.storeIdRequired),
  name: required(m.itemNameRequired),
  description: required(m.descriptionRequired),
  gender: v.picklist(GENDER_CODES),
  categoryId: required(m.categoryRequired),
  subCategory: v.optional(v.nullable(v.string())),
  price: v.pipe(v.number(), v.minValue(0.01, m.priceGreaterThanZero)),
  stock: v.pipe(v.number(), v.integer(m.stockInteger), v.minValue(1, m.stockInteger)),
  colors: v.pipe(v.array(v.string()), v.minLength(1, m.colorRequired)),
  sizes: v.pipe(v.array(v.string()), v.minLength(1, m.sizeRequired)),
  tags: v.optional(v.array(v.pipe(v.string(), v.trim())), []),
  mainImage: v.optional(v.nullable(v.string())),
  productImages: v.pipe(
    v.array(v.string()),
    v.minLength(1, m.uploadImages),
    v.maxLength(MAX_PRODUCT_IMAGES),
  ),
  customShippingPolicy: required(m.shippingPolicyRequired),
  customReturnPolicy: required(m.returnPolicyRequired),
});

export type ProductInput = v.InferInput<typeof productInputSchema>;

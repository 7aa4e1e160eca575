import { catalogueName, type LocalizedName } from '../../domain/catalogue.ts';
import { getLocale } from '../../domain/messages.ts';
import { variantName } from '../../domain/variant.ts';

/**
 * A colour's, size's, size system's or category's name in the console's language: its own name
 * there, else its English one (decision 034). Sheets, invoices and what the console sends keep
 * the English name.
 */
export const localName = (item: { name: string; names?: readonly LocalizedName[] | null }) =>
  catalogueName(item, getLocale());

type Named = { name: string; names?: readonly LocalizedName[] | null };

/** A variant's name in the console's language (domain/variant.ts variantName). */
export const localVariantName = (v: { product: { name: string }; color: Named; size: Named }) =>
  variantName(v.product.name, localName(v.color), localName(v.size));

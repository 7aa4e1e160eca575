/**
 * The server's current values that a CONFLICT answer carries as `extensions.current` (the
 * ProductConflict, InventoryConflict and ProfileConflict types of schema.graphql): each versioned
 * write has one. The services build them; the console shows them beside the seller's own values.
 */
import type { GenderCode } from './enums.ts';

export interface ProductConflict {
  name: string;
  description: string;
  gender: GenderCode;
  customReturnPolicy: string;
  customShippingPolicy: string;
  version: number;
}

export interface InventoryConflict {
  /** Rupees, as the seed's API speaks them; pricePaise the same in integer paise. */
  price: number;
  pricePaise: number;
  totalStock: number;
  reservedStock: number;
  version: number;
  sku: string | null;
  /** Rupees, or null when the entry has no MRP; mrpPaise the same in integer paise. */
  mrp: number | null;
  mrpPaise: number | null;
  gtin: string | null;
}

export interface ProfileConflict {
  name: string | null;
  phone: string | null;
  version: number;
}

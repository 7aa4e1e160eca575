import { updateProfileWrite } from './features/account/api/update-profile.ts';
import { bulkUpdateWrite } from './features/inventory/api/bulk.ts';
import { stockTakeWrite } from './features/inventory/api/stock-take.ts';
import { createProductWrite } from './features/inventory/api/create-product.ts';
import { updateInventoryWrite } from './features/inventory/api/update-inventory.ts';
import { updateStatusWrite } from './features/orders/api/update-status.ts';
import { fileClaimWrite } from './features/orders/api/claims.ts';
import { registerQueuedWrites, type AnyQueuedWrite } from './offline/queued-write.ts';

/**
 * Every kind of write the console can queue on the device. Records outlive releases, so a kind
 * stays listed (under its name) for as long as a device may still hold one.
 */
export const QUEUED_WRITES = [
  updateProfileWrite,
  updateInventoryWrite,
  updateStatusWrite,
  createProductWrite,
  bulkUpdateWrite,
  stockTakeWrite,
  fileClaimWrite,
] as unknown as readonly AnyQueuedWrite[];

export const registerAllQueuedWrites = () => registerQueuedWrites(QUEUED_WRITES);

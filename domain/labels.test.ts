import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_STATUSES,
  DELIVERY_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  ROLES,
  STORE_STATUSES,
  STORE_TYPES,
} from './enums.ts';
import { labelOf, statusLabel, type LABELS } from './labels.ts';

describe('human labels for codes', () => {
  it('has a label for every code of every kind, none of them a code', () => {
    const kinds: [keyof typeof LABELS, readonly string[]][] = [
      ['orderStatus', ORDER_STATUSES],
      ['paymentMethod', PAYMENT_METHODS],
      ['deliveryType', DELIVERY_TYPES],
      ['role', ROLES],
      ['storeType', STORE_TYPES],
      ['storeStatus', STORE_STATUSES],
      ['complaintStatus', COMPLAINT_STATUSES],
    ];
    for (const [kind, codes] of kinds) {
      for (const code of codes) {
        const label = labelOf(kind, code);
        // (UPI is the payment's own name.)
        if (code !== 'UPI') expect(label, `${kind}.${code}`).not.toMatch(/^[A-Z_]{3,}$/);
      }
    }
  });

  it('reads as the issue asks', () => {
    expect(ORDER_STATUSES.map((s) => labelOf('orderStatus', s))).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Returned',
      'RTO initiated',
      'RTO delivered',
      'Return requested',
      'Return picked',
      'QC passed',
      'QC failed',
    ]);
    expect(labelOf('paymentMethod', 'COD')).toBe('Cash on delivery');
    expect(labelOf('role', 'STORE_OWNER')).toBe('Store owner');
    expect(labelOf('storeType', 'BRAND')).toBe('Brand');
    expect(labelOf('storeType', 'THRIFT')).toBe('Thrift');
    expect(statusLabel('IN_REVIEW')).toBe('In review');
    expect(statusLabel('SHIPPED')).toBe('Shipped');
    expect(labelOf('orderStatus', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

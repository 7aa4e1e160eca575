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
import {
  COMPLAINT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  ROLE_LABELS,
  labelOf,
  statusLabel,
  type Labels,
} from './labels.ts';
import { STORE_STATUS_LABELS, STORE_TYPE_LABELS } from './labels-admin.ts';
import { DELIVERY_TYPE_LABELS, PAYMENT_METHOD_LABELS } from './labels-orders.ts';

describe('human labels for codes', () => {
  it('has a label for every code of every kind, none of them a code', () => {
    const kinds: [string, Labels, readonly string[]][] = [
      ['orderStatus', ORDER_STATUS_LABELS, ORDER_STATUSES],
      ['paymentMethod', PAYMENT_METHOD_LABELS, PAYMENT_METHODS],
      ['deliveryType', DELIVERY_TYPE_LABELS, DELIVERY_TYPES],
      ['role', ROLE_LABELS, ROLES],
      ['storeType', STORE_TYPE_LABELS, STORE_TYPES],
      ['storeStatus', STORE_STATUS_LABELS, STORE_STATUSES],
      ['complaintStatus', COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES],
    ];
    for (const [kind, labels, codes] of kinds) {
      for (const code of codes) {
        const label = labelOf(labels, code);
        // (UPI is the payment's own name.)
        if (code !== 'UPI') expect(label, `${kind}.${code}`).not.toMatch(/^[A-Z_]{3,}$/);
      }
    }
  });

  it('reads as the issue asks', () => {
    expect(ORDER_STATUSES.map((s) => labelOf(ORDER_STATUS_LABELS, s))).toEqual([
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
    expect(labelOf(PAYMENT_METHOD_LABELS, 'COD')).toBe('Cash on delivery');
    expect(labelOf(ROLE_LABELS, 'STORE_OWNER')).toBe('Store owner');
    expect(labelOf(STORE_TYPE_LABELS, 'BRAND')).toBe('Brand');
    expect(labelOf(STORE_TYPE_LABELS, 'THRIFT')).toBe('Thrift');
    expect(statusLabel('IN_REVIEW')).toBe('In review');
    expect(statusLabel('SHIPPED')).toBe('Shipped');
    expect(labelOf(ORDER_STATUS_LABELS, 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  codToCollectPaise,
  awbProblem,
  dispatchBy,
  isBreached,
  itemInQueue,
  isWorkingDay,
  returnWindowEnds,
} from './dispatch.ts';
import { m } from './messages.ts';
import type { OrderStatus } from './enums.ts';

describe('dispatch-by dates', () => {
  it('skips Sundays and the national holidays', () => {
    expect(isWorkingDay('2026-11-02')).toBe(true); // a Monday
    expect(isWorkingDay('2026-11-01')).toBe(false); // a Sunday
    expect(isWorkingDay('2026-08-15')).toBe(false); // Independence Day, a Saturday
    expect(isWorkingDay('2026-10-02')).toBe(false); // Gandhi Jayanti, a Friday
    // Friday 14 Aug 2026 + 2: Saturday the 15th is a holiday, the 16th a Sunday.
    expect(addWorkingDays('2026-08-14', 2)).toBe('2026-08-18');
    // Thursday 1 Oct 2026 + 1: Friday the 2nd is Gandhi Jayanti, Saturday the 3rd works.
    expect(addWorkingDays('2026-10-01', 1)).toBe('2026-10-03');
    // Monday 25 Jan 2027 + 1: Republic Day on Tuesday.
    expect(addWorkingDays('2027-01-25', 1)).toBe('2027-01-27');
  });

  it('counts from the Indian date of placement', () => {
    // 20:00 UTC on Saturday is 01:30 on Sunday in India: from Sunday, Monday and Tuesday.
    expect(dispatchBy(new Date('2026-11-07T20:00:00Z'), 2)).toBe('2026-11-10');
    expect(dispatchBy(new Date('2026-11-07T10:00:00Z'), 2)).toBe('2026-11-10');
    expect(dispatchBy(new Date('2026-11-06T10:00:00Z'), 1)).toBe('2026-11-07');
  });

  it('is breached only while the item is still to leave and its day has passed', () => {
    expect(isBreached('PENDING', '2026-11-03', '2026-11-04')).toBe(true);
    expect(isBreached('PROCESSING', '2026-11-03', '2026-11-03')).toBe(false);
    expect(isBreached('SHIPPED', '2026-11-03', '2026-11-09')).toBe(false);
    expect(isBreached('PENDING', null, '2026-11-09')).toBe(false);
  });
});

describe('shipments and returns', () => {
  it('takes an AWB of 8 to 20 letters and digits', () => {
    expect(awbProblem('DL12345678')).toBeNull();
    expect(awbProblem('a'.repeat(20))).toBeNull();
    expect(awbProblem('1234567')).toBe(m.awbInvalid());
    expect(awbProblem('a'.repeat(21))).toBe(m.awbInvalid());
    expect(awbProblem('DL-1234-5678')).toBe(m.awbInvalid());
    expect(awbProblem('  ')).toBe(m.awbRequired());
  });

  it('closes the return window the given number of days after the Indian delivery date', () => {
    expect(returnWindowEnds(new Date('2026-11-02T20:00:00Z'), 7)).toBe('2026-11-10');
    // No returns: closed before the delivery day.
    expect(returnWindowEnds(new Date('2026-11-02T10:00:00Z'), 0)).toBe('2026-11-01');
  });
});

describe('the queues an item is in', () => {
  const today = '2026-11-24';
  it('puts open items in the dispatch queues by status and due day, and returns in RETURNS', () => {
    const item = (
      itemStatus: OrderStatus,
      dispatchBy: string | null = null,
      returnReason: string | null = null,
    ) => ({
      itemStatus,
      dispatchBy,
      returnReason,
    });
    expect(itemInQueue(item('PENDING'), 'TO_PACK', today)).toBe(true);
    expect(itemInQueue(item('PROCESSING'), 'TO_PACK', today)).toBe(false);
    expect(itemInQueue(item('PROCESSING'), 'TO_SHIP', today)).toBe(true);
    expect(itemInQueue(item('PENDING', today), 'BREACHING_TODAY', today)).toBe(true);
    expect(itemInQueue(item('SHIPPED', today), 'BREACHING_TODAY', today)).toBe(false);
    expect(itemInQueue(item('PROCESSING', '2026-11-23'), 'BREACHED', today)).toBe(true);
    expect(itemInQueue(item('PROCESSING', today), 'BREACHED', today)).toBe(false);
    expect(itemInQueue(item('RTO_INITIATED'), 'RETURNS', today)).toBe(true);
    expect(itemInQueue(item('RETURN_REQUESTED'), 'RETURNS', today)).toBe(true);
    expect(itemInQueue(item('RETURNED', null, 'DAMAGED'), 'RETURNS', today)).toBe(true);
    expect(itemInQueue(item('QC_FAILED', null, 'DAMAGED'), 'RETURNS', today)).toBe(false);
    expect(itemInQueue(item('DELIVERED'), 'RETURNS', today)).toBe(false);
  });
});

describe('the COD amount on a parcel’s label', () => {
  const order = { totalAmountPaise: 299_800 + 4_000, packagingPaise: 4_000 };
  it('is the order’s total for one parcel', () => {
    expect(
      codToCollectPaise(order, [[{ amountPaise: 149_900 }, { amountPaise: 149_900 }]], 0),
    ).toBe(303_800);
  });
  it('is each parcel’s own items, with the packaging on the first, adding up to the total', () => {
    const parcels = [[{ amountPaise: 149_900 }], [{ amountPaise: 149_900 }]];
    const labels = [0, 1].map((i) => codToCollectPaise(order, parcels, i));
    expect(labels).toEqual([153_900, 149_900]);
    expect(labels[0]! + labels[1]!).toBe(order.totalAmountPaise);
  });
  it('falls back to the total for an order whose lines kept no amounts', () => {
    const parcels = [[{ amountPaise: 0 }], [{ amountPaise: 0 }]];
    expect(codToCollectPaise(order, parcels, 1)).toBe(303_800);
  });
});

import { describe, expect, it } from 'vitest';
import {
  MADE_AT_AHEAD_MS,
  MADE_AT_MAX_AGE_MS,
  MADE_AT_SAME_MS,
  moveMadeAt,
  planItemMove,
  type MovingItem,
  type MovingOrder,
} from './item-move.ts';

const placed = new Date('2026-11-20T20:00:00Z'); // 21 Nov in India
const item = (over: Partial<MovingItem> = {}): MovingItem => ({
  id: 'a',
  itemStatus: 'PENDING',
  quantity: 2,
  taxablePaise: 178_572,
  invoiced: false,
  dispatchBy: '2026-11-22',
  ...over,
});
const order = (over: Partial<MovingOrder> = {}): MovingOrder => ({
  status: 'PENDING',
  createdAt: placed,
  pricesIncludeTax: true,
  invoiceNumber: null,
  ...over,
});

describe('an item move’s effects', () => {
  it('accepts an order: nothing but the status, which the order follows', () => {
    const a = item();
    expect(planItemMove(a, order(), [a], 'PROCESSING')).toEqual({
      from: 'PENDING',
      to: 'PROCESSING',
      stock: null,
      sales: null,
      invoice: false,
      creditNote: false,
      creditPackaging: false,
      due: { day: '2026-11-22' },
      orderStatus: 'PROCESSING',
      foundUnder: { leaves: ['PENDING'], joins: ['PROCESSING'] },
    });
  });

  it('moves the order between the status filters only as a whole status of its items comes or goes', () => {
    const a = item({ itemStatus: 'PROCESSING' });
    const b = { id: 'b', itemStatus: 'PROCESSING' as const };
    // One of two processing items ships: the order is found under Shipped too, still Processing.
    expect(planItemMove(a, order({ status: 'PROCESSING' }), [a, b], 'SHIPPED').foundUnder).toEqual({
      leaves: [],
      joins: ['SHIPPED'],
    });
    // The second ships: it leaves Processing.
    expect(
      planItemMove(
        { ...a, id: 'b' },
        order({ status: 'PROCESSING' }),
        [{ id: 'a', itemStatus: 'SHIPPED' }, b],
        'SHIPPED',
      ).foundUnder,
    ).toEqual({ leaves: ['PROCESSING'], joins: [] });
  });

  it('ships: the pieces leave stock and its reservation, and the first shipment issues the invoice', () => {
    const a = item({ itemStatus: 'PROCESSING' });
    const b = { id: 'b', itemStatus: 'PROCESSING' as const };
    const first = planItemMove(a, order({ status: 'PROCESSING' }), [a, b], 'SHIPPED');
    expect(first).toMatchObject({
      stock: { total: -2, reserved: -2, reason: 'ORDER_SHIPPED' },
      invoice: true,
      // The order waits for its least advanced item.
      orderStatus: null,
    });
    const second = planItemMove(
      { ...a, id: 'b' },
      order({ status: 'PROCESSING', invoiceNumber: '2026-27/000001' }),
      [{ id: 'a', itemStatus: 'SHIPPED' }, b],
      'SHIPPED',
    );
    expect(second).toMatchObject({ invoice: false, orderStatus: 'SHIPPED' });
  });

  it('cancels before the invoice: the reservation is released and the day’s sales lose the item', () => {
    const a = item();
    expect(planItemMove(a, order(), [a], 'CANCELLED')).toMatchObject({
      stock: { total: 0, reserved: -2, reason: 'ORDER_RELEASED' },
      sales: { day: '2026-11-21', pieces: -2, revenuePaise: -178_572 },
      creditNote: false,
      creditPackaging: false,
      orderStatus: 'CANCELLED',
    });
  });

  it('credits an invoiced item returned; back by RTO, its packaging too when nothing was supplied', () => {
    const a = item({ itemStatus: 'RETURN_PICKED', invoiced: true });
    const invoiced = order({ status: 'RETURN_PICKED', invoiceNumber: '2026-27/000001' });
    expect(planItemMove(a, invoiced, [a], 'RETURNED')).toMatchObject({
      stock: null,
      sales: { day: '2026-11-21', pieces: -2, revenuePaise: -178_572 },
      creditNote: true,
      creditPackaging: false,
      orderStatus: 'RETURNED',
    });
    const rto = item({ itemStatus: 'RTO_INITIATED', invoiced: true });
    const away = order({ status: 'RTO_INITIATED', invoiceNumber: '2026-27/000001' });
    expect(planItemMove(rto, away, [rto], 'RTO_DELIVERED')).toMatchObject({
      stock: { total: 2, reserved: 0, reason: 'ORDER_RETURNED' },
      creditNote: true,
      creditPackaging: true,
    });
    const kept = { id: 'b', itemStatus: 'DELIVERED' as const };
    expect(planItemMove(rto, away, [rto, kept], 'RTO_DELIVERED')).toMatchObject({
      creditNote: true,
      creditPackaging: false,
    });
  });

  it('puts a returned item that passes its check back in stock, as one movement', () => {
    const a = item({ itemStatus: 'RETURNED', invoiced: true });
    expect(planItemMove(a, order({ status: 'RETURNED' }), [a], 'QC_PASSED').stock).toEqual({
      total: 2,
      reserved: 0,
      reason: 'ORDER_RETURNED',
    });
  });
});

describe('when a move counts as made (a move queued offline, decision 049)', () => {
  const arrived = new Date('2026-11-30T15:17:00Z'); // 8:47 pm in India
  const made = new Date('2026-11-30T15:10:00Z'); // 8:40 pm
  const previous = new Date('2026-11-30T09:00:00Z');
  it('keeps the time the phone made it, within bounds', () => {
    expect(moveMadeAt(made, arrived, previous)).toEqual(made);
    expect(moveMadeAt(undefined, arrived, previous)).toEqual(arrived);
  });
  it('takes the arrival for a time before the previous move, ahead of the clock, or too old', () => {
    expect(moveMadeAt(new Date('2026-11-30T08:59:59Z'), arrived, previous)).toEqual(arrived);
    expect(moveMadeAt(new Date(arrived.getTime() + MADE_AT_AHEAD_MS + 1), arrived, null)).toEqual(
      arrived,
    );
    expect(moveMadeAt(new Date(arrived.getTime() - MADE_AT_MAX_AGE_MS - 1), arrived, null)).toEqual(
      arrived,
    );
    // A phone's clock a minute ahead is the server's now; a move sent at once is one time.
    expect(moveMadeAt(new Date(arrived.getTime() + 60_000), arrived, null)).toEqual(arrived);
    expect(moveMadeAt(new Date(arrived.getTime() - MADE_AT_SAME_MS + 1), arrived, null)).toEqual(
      arrived,
    );
  });
});

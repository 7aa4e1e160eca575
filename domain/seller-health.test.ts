import { describe, expect, it } from 'vitest';
import {
  HEALTH_POLICY,
  healthFigures,
  moveCounters,
  nextHealth,
  stepDays,
  type HealthPolicy,
} from './seller-health.ts';

const policy: HealthPolicy = HEALTH_POLICY[0]!.value;

describe('healthFigures', () => {
  it('is over only when judged and strictly above the limit (hand-computed at the edges)', () => {
    // Late dispatch's limit is 10.00%: 2 of 20 is at it, 3 of 20 above, 3 of 19 not judged.
    const at = healthFigures({ SHIPPED: 20, SHIPPED_LATE: 2 }, policy)[0]!;
    expect(at).toMatchObject({
      metric: 'LATE_DISPATCH',
      basisPoints: 1000,
      judged: true,
      over: false,
    });
    const above = healthFigures({ SHIPPED: 20, SHIPPED_LATE: 3 }, policy)[0]!;
    expect(above).toMatchObject({ basisPoints: 1500, over: true });
    const few = healthFigures({ SHIPPED: 19, SHIPPED_LATE: 3 }, policy)[0]!;
    expect(few).toMatchObject({ basisPoints: 1579, judged: false, over: false });
    // Cancellation's 2.50%: 1 of 40 is at it; 1 of 39 (2.564…%) is over, shown as 2.56%.
    const cancel = (of: number) =>
      healthFigures({ ORDERED: of, CANCELLED_BY_SELLER: 1 }, policy).find(
        (f) => f.metric === 'SELLER_CANCELLATION',
      )!;
    expect(cancel(40)).toMatchObject({ basisPoints: 250, over: false });
    expect(cancel(39)).toMatchObject({ basisPoints: 256, over: true });
  });

  it('has no share when there is nothing to take it of', () => {
    expect(healthFigures({}, policy).every((f) => f.basisPoints === null && !f.over)).toBe(true);
  });
});

describe('moveCounters', () => {
  const move = { day: '2026-12-03', dispatchBy: '2026-12-03', byBuyer: false };
  it('counts a shipment late only after its dispatch-by day', () => {
    expect(moveCounters({ ...move, to: 'SHIPPED' })).toEqual(['SHIPPED']);
    expect(moveCounters({ ...move, to: 'SHIPPED', day: '2026-12-04' })).toEqual([
      'SHIPPED',
      'SHIPPED_LATE',
    ]);
    expect(moveCounters({ ...move, to: 'SHIPPED', dispatchBy: null, day: '2027-01-01' })).toEqual([
      'SHIPPED',
    ]);
  });
  it('counts a cancellation against the seller unless the buyer made it', () => {
    expect(moveCounters({ ...move, to: 'CANCELLED' })).toEqual(['CANCELLED_BY_SELLER']);
    expect(moveCounters({ ...move, to: 'CANCELLED', byBuyer: true })).toEqual([]);
  });
  it('counts a failed check as a check and a failure', () => {
    expect(moveCounters({ ...move, to: 'QC_FAILED' })).toEqual(['QC_CHECKED', 'QC_FAILED']);
    expect(moveCounters({ ...move, to: 'QC_PASSED' })).toEqual(['QC_CHECKED']);
    expect(moveCounters({ ...move, to: 'PROCESSING' })).toEqual([]);
  });
});

describe('stepDays', () => {
  it('puts the hold and the pause off to the day after an exemption, as nextHealth does', () => {
    expect(stepDays('2026-12-01', policy, null)).toEqual({
      holdOn: '2026-12-15',
      pauseOn: '2026-12-29',
    });
    expect(stepDays('2026-12-01', policy, '2026-12-20')).toEqual({
      holdOn: '2026-12-21',
      pauseOn: '2026-12-29',
    });
    expect(stepDays('2026-12-01', policy, '2027-03-03')).toEqual({
      holdOn: '2027-03-04',
      pauseOn: '2027-03-04',
    });
    const exempt = { step: 'WARNED' as const, overSince: '2026-12-01', exemptUntil: '2027-03-03' };
    expect(nextHealth(exempt, true, '2027-03-03', policy).step).toBe('WARNED');
    expect(nextHealth(exempt, true, '2027-03-04', policy).step).toBe('PAUSED');
  });
});

describe('nextHealth', () => {
  const ok = { step: 'OK' as const, overSince: null, exemptUntil: null };
  it('warns on the first day over, holds and pauses after the policy’s days', () => {
    expect(nextHealth(ok, true, '2026-12-01', policy)).toEqual({
      step: 'WARNED',
      overSince: '2026-12-01',
    });
    const warned = { step: 'WARNED' as const, overSince: '2026-12-01', exemptUntil: null };
    expect(nextHealth(warned, true, '2026-12-14', policy).step).toBe('WARNED');
    expect(nextHealth(warned, true, '2026-12-15', policy).step).toBe('LISTINGS_HELD');
    expect(nextHealth(warned, true, '2026-12-28', policy).step).toBe('LISTINGS_HELD');
    expect(nextHealth(warned, true, '2026-12-29', policy).step).toBe('PAUSED');
  });
  it('an exemption keeps it at a warning up to its last day; back under, all is lifted', () => {
    const exempt = { step: 'PAUSED' as const, overSince: '2026-11-01', exemptUntil: '2026-12-10' };
    expect(nextHealth(exempt, true, '2026-12-10', policy).step).toBe('WARNED');
    expect(nextHealth(exempt, true, '2026-12-11', policy).step).toBe('PAUSED');
    expect(nextHealth(exempt, false, '2026-12-11', policy)).toEqual({
      step: 'OK',
      overSince: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { allocate, locationInputSchema, stateDistance, totalStockProblem } from './locations.ts';
import { m } from './messages.ts';
import { gstinFor, pinIn } from '../tests/fixtures.ts';

const at = (locationId: string, stateCode: string, available: number, isPrimary = false) => ({
  locationId,
  stateCode,
  available,
  isPrimary,
});

describe('the allocation rule (issue 51)', () => {
  it('measures a state’s distance by the table: same state, postal zone, next zone, farther', () => {
    expect(stateDistance('27', '27')).toBe(0);
    // Maharashtra and Goa share zone 4.
    expect(stateDistance('27', '30')).toBe(1);
    // Gujarat (zone 3) is next to Maharashtra (zone 4).
    expect(stateDistance('24', '27')).toBe(2);
    // Tamil Nadu (6) and West Bengal (7) are neither.
    expect(stateDistance('33', '19')).toBe(3);
    expect(stateDistance('33', '19')).toBe(stateDistance('19', '33'));
  });

  it('ships from the nearest location with every piece free, then the most free, then the primary', () => {
    const home = at('a-home', '29', 3, true);
    const pune = at('b-pune', '27', 5);
    const mumbai = at('c-mumbai', '27', 8);
    expect(allocate('27', 1, [home, pune, mumbai])?.locationId).toBe('c-mumbai');
    expect(allocate('29', 1, [home, pune, mumbai])?.locationId).toBe('a-home');
    // Karnataka has only 3: four pieces come from Maharashtra, the next state that has them.
    expect(allocate('29', 4, [home, pune, mumbai])?.locationId).toBe('c-mumbai');
    // A tie on distance and stock: the primary.
    expect(allocate('07', 1, [at('z', '27', 3), home])?.locationId).toBe('a-home');
    // No one location has them all: none (the line is refused, not split).
    expect(allocate('27', 9, [home, pune, mumbai])).toBeNull();
    // The order the locations are read in never changes the answer.
    expect(allocate('07', 2, [pune, mumbai, home])).toEqual(
      allocate('07', 2, [home, mumbai, pune]),
    );
  });
});

describe('a location’s form', () => {
  const good = {
    name: 'Godown, Pune',
    address: '12 Market Yard, Pune',
    stateCode: '27',
    pinCode: pinIn('27'),
    gstin: gstinFor('27', 'AABCK1234F'),
    contactName: 'Sanjay Patil',
    contactPhone: '98765 43210',
  };
  it('takes a GSTIN of the location’s state and stores the phone as E.164', () => {
    const parsed = v.parse(locationInputSchema, good);
    expect(parsed.contactPhone).toBe('+919876543210');
    expect(parsed.takesReturns).toBe(true);
  });
  it('refuses another state’s GSTIN and a PIN of another state, each at its field', () => {
    const wrong = v.safeParse(locationInputSchema, {
      ...good,
      gstin: gstinFor('29', 'AABCK1234F'),
      pinCode: pinIn('29'),
    });
    const flat = v.flatten<typeof locationInputSchema>(wrong.issues!).nested!;
    expect(Object.keys(flat).sort()).toEqual(['gstin', 'pinCode']);
  });
});

describe('a total typed for a variant kept at several locations', () => {
  // Ten in all: six at the address (two held there), four at a godown (one held).
  const variant = { totalStock: 10, reservedStock: 3 };
  const primary = { totalStock: 6, reservedStock: 2 };
  it('lands its difference at the address while the address keeps what its orders hold', () => {
    expect(totalStockProblem(12, variant, primary)).toBeNull();
    expect(totalStockProblem(6, variant, primary)).toBeNull();
  });
  it('is refused under the other locations’ pieces plus the address’s held ones, saying why', () => {
    expect(totalStockProblem(5, variant, primary)).toBe(m.stockElsewhere({ elsewhere: 4 }));
    expect(totalStockProblem(2, variant, primary)).toBe(m.stockBelowReserved({ reserved: 3 }));
  });
});

import { describe, expect, it } from 'vitest';
import {
  CLAIM_KINDS,
  CLAIM_POLICY,
  CLAIM_RULES,
  claimCap,
  claimProblems,
  claimWindow,
  decidedAmount,
} from './claims.ts';
import { m } from './messages.ts';
import { formatInr } from './money.ts';
import type { LedgerLine } from './settlement.ts';
import { videoTypeOf } from './uploads.ts';

const policy = CLAIM_POLICY[0]!.value;

describe('claims', () => {
  it('opens a return claim on the day it came back, for 15 days; a lost RTO only once overdue', () => {
    expect(claimWindow('RETURN_DAMAGED', '2026-12-03', policy)).toEqual({
      opensOn: '2026-12-03',
      closesOn: '2026-12-18',
    });
    // Across a month's end, by the calendar.
    expect(claimWindow('RTO_LOST', '2026-12-20', policy)).toEqual({
      opensOn: '2027-01-04',
      closesOn: '2027-01-19',
    });
  });

  it('asks for what each kind needs, and refuses what it does not take', () => {
    const ok = { awb: 'RTN12345678', note: 'Torn.', amountPaise: 100 };
    expect(claimProblems({ kind: 'RETURN_USED', ...ok }, policy, 500)).toEqual({
      photos: m.claimPhotosRequired(),
      video: m.claimVideoRequired(),
    });
    expect(
      claimProblems({ kind: 'RTO_LOST', ...ok, photos: ['a'], video: 'v' }, policy, 500),
    ).toEqual({ photos: m.claimPhotosNotTaken(), video: m.claimVideoNotTaken() });
    // A QC dispute's evidence is the check's own: a note is enough, and it has no AWB.
    expect(
      claimProblems({ kind: 'QC_DISPUTE', note: 'Unworn.', amountPaise: 1 }, policy, 5),
    ).toEqual({});
    expect(
      claimProblems(
        {
          kind: 'RTO_DAMAGED',
          awb: '',
          note: 'x'.repeat(1001),
          amountPaise: 501,
          photos: Array(7).fill('p'),
        },
        policy,
        500,
      ),
    ).toEqual({
      awb: m.awbRequired(),
      note: m.claimNoteTooLong({ max: 1000 }),
      amountPaise: m.claimAmountOverCap({ cap: formatInr(500) }),
      photos: m.claimPhotosTooMany({ max: policy.maxPhotos }),
    });
    expect(claimProblems({ kind: 'RTO_LOST', ...ok, amountPaise: 0 }, policy, 500)).toEqual({
      amountPaise: m.claimAmountRequired(),
    });
    // Every kind has its rule.
    expect(CLAIM_KINDS.every((k) => CLAIM_RULES[k].from.length > 0)).toBe(true);
  });

  it('caps a return at what it took from the seller, an RTO at the goods before GST', () => {
    const returned: LedgerLine[] = [
      { kind: 'SALE', amountPaise: -149_900, rateBp: null },
      { kind: 'COMMISSION', amountPaise: 22_485, rateBp: 1500 },
      { kind: 'GST_ON_FEES', amountPaise: 4_047, rateBp: 1800 },
      { kind: 'TCS_CGST', amountPaise: 335, rateBp: 25 },
      { kind: 'TDS', amountPaise: 134, rateBp: 10 },
    ];
    expect(claimCap('RETURN_DAMAGED', { taxablePaise: 133_839 }, returned)).toBe(123_368);
    expect(claimCap('RTO_LOST', { taxablePaise: 133_839 }, returned)).toBe(133_839);
    expect(claimCap('PIECES_MISSING', { taxablePaise: 1 }, [])).toBe(0);
  });

  it('pays all, a part strictly between nothing and all, or nothing', () => {
    expect(decidedAmount('ACCEPT', 1000, null)).toEqual({ amountPaise: 1000 });
    expect(decidedAmount('REJECT', 1000, 5)).toEqual({ amountPaise: 0 });
    expect(decidedAmount('PARTLY_ACCEPT', 1000, 400)).toEqual({ amountPaise: 400 });
    for (const part of [0, 1000, 1200, null, 10.5]) {
      expect(decidedAmount('PARTLY_ACCEPT', 1000, part)).toEqual({
        problem: m.claimPartAmount({ claimed: formatInr(1000) }),
      });
    }
  });

  it('knows a video by its bytes, not its name', () => {
    const bytes = (...parts: (string | number[])[]) =>
      new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));
    expect(videoTypeOf(bytes([0, 0, 0, 24], 'ftypisom'))).toBe('mp4');
    expect(videoTypeOf(bytes([0, 0, 0, 20], 'ftypqt  '))).toBe('mp4');
    expect(videoTypeOf(bytes([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBe('webm');
    // A HEIC photo is an ftyp file too, but not a video.
    expect(videoTypeOf(bytes([0, 0, 0, 24], 'ftypheic'))).toBeNull();
    expect(videoTypeOf(bytes('hello, world'))).toBeNull();
  });
});

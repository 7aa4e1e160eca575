import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from './i18n/runtime.js';
import { orderHistoryFigures, ordinal, timeline } from './order-history.ts';

describe('order history', () => {
  it('adds up a new order from its stored lines: prices include GST, TOTAL BILL = the amount', () => {
    // 2 × ₹1,000 at 10% off = ₹1,800 (5%: taxable 1,714.29, GST 85.71); 1 × ₹500 (5%: 476.19 +
    // 23.81); ₹49 packaging at 5% (46.67 + 2.33).
    const f = orderHistoryFigures(
      [
        {
          productName: 'Kurta',
          quantity: 2,
          pricePaise: 1000_00,
          amountPaise: 1800_00,
          taxablePaise: 1714_29,
          taxPaise: 85_71,
        },
        {
          productName: 'Scarf',
          quantity: 1,
          pricePaise: 500_00,
          amountPaise: 500_00,
          taxablePaise: 476_19,
          taxPaise: 23_81,
        },
      ],
      { pricesIncludeTax: true, packagingPaise: 49_00, packagingTaxPaise: 2_33 },
    );
    expect(f).toEqual({
      itemCount: 3,
      itemsTotalPaise: 2500_00,
      discountPaise: 200_00,
      taxesPaise: 85_71 + 23_81 + 2_33,
      taxesIncluded: true,
      packagingPaise: 49_00,
      totalBillPaise: 2349_00,
      lines: [
        { text: '2 x Kurta', amountPaise: 2000_00, discountPaise: 200_00, taxPaise: 85_71 },
        { text: '1 x Scarf', amountPaise: 500_00, discountPaise: 0, taxPaise: 23_81 },
      ],
    });
  });

  it('keeps the seed’s arithmetic for an order from before decision 021 (prices include GST) (tax on top)', () => {
    const f = orderHistoryFigures(
      [
        {
          productName: 'Kurta',
          quantity: 2,
          pricePaise: 1000_00,
          amountPaise: 1890_00,
          taxablePaise: 1800_00,
          taxPaise: 90_00,
        },
      ],
      { pricesIncludeTax: false, packagingPaise: 49_00, packagingTaxPaise: 0 },
    );
    expect(f.discountPaise).toBe(200_00);
    expect(f.taxesIncluded).toBe(false);
    expect(f.totalBillPaise).toBe(2000_00 - 200_00 + 90_00 + 49_00);
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
    // In Hindi: 1ला, 2रा, 3रा, 4था, 6ठा, and वाँ for the rest.
    overwriteGetLocale(() => 'hi');
    try {
      expect([1, 2, 3, 4, 5, 6, 38].map(ordinal)).toEqual([
        '1ला',
        '2रा',
        '3रा',
        '4था',
        '5वाँ',
        '6ठा',
        '38वाँ',
      ]);
    } finally {
      overwriteGetLocale(() => 'en');
    }
  });

  it('ticks each timeline step at the first time an item reached it', () => {
    expect(
      timeline([
        { status: 'PENDING', at: 1 },
        { status: 'PROCESSING', at: 5 },
        { status: 'PROCESSING', at: 3 },
      ]),
    ).toEqual([
      { label: 'Placed', at: 1 },
      { label: 'Accepted', at: 3 },
      { label: 'Out for delivery', at: null },
      { label: 'Delivered', at: null },
    ]);
  });
});

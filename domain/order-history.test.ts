import { describe, expect, it } from 'vitest';
import { orderHistoryFigures, ordinal, timeline } from './order-history.ts';

describe('order history', () => {
  it('computes the worked example: PAID, discount, taxes, packaging and TOTAL BILL', () => {
    // 2 × ₹1,000 at 10% off and 5% tax; 1 × ₹500 at no discount and 5% tax; ₹49 packaging.
    const f = orderHistoryFigures(
      [
        {
          productName: 'Kurta',
          quantity: 2,
          pricePaise: 1000_00,
          discountPercent: 10,
          taxRatePercent: 5,
        },
        {
          productName: 'Scarf',
          quantity: 1,
          pricePaise: 500_00,
          discountPercent: 0,
          taxRatePercent: 5,
        },
      ],
      49_00,
    );
    expect(f).toEqual({
      paidPaise: 2300_00,
      itemCount: 3,
      itemsTotalPaise: 2500_00,
      discountPaise: 200_00,
      taxesPaise: 115_00,
      packagingPaise: 49_00,
      totalBillPaise: 2464_00,
      lines: [
        { text: '2 x Kurta', amountPaise: 2000_00, discountPaise: 200_00, taxPaise: 90_00 },
        { text: '1 x Scarf', amountPaise: 500_00, discountPaise: 0, taxPaise: 25_00 },
      ],
    });
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

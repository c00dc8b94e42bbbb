/** The screens' live sums (lib/trade/shipping-totals.ts) equal what the embedded service stores (blade/…/shipping-totals.ts). */
import { shippingTotals as screens, sumShipping } from '@/lib/trade/shipping-totals';
import { shippingTotals as service } from '../blade/services/trade/shipping-totals';

describe('shipping totals', () => {
  it('the screens and the service compute the same freight and total', () => {
    for (const input of [
      { quantity: 30.5, startFee: 200, unitFee: 85.5, extraFee: 120.25 },
      { quantity: 33.333, startFee: 0, unitFee: 0.015, extraFee: 0 },
      { quantity: 0, startFee: 150, unitFee: 90, extraFee: 0.005 },
      { quantity: 1.005, startFee: 0, unitFee: 100, extraFee: 0 },
    ])
      expect(screens(input)).toEqual(service(input));
  });

  it('reads blank form values as zero and sums an order’s records', () => {
    expect(screens({ quantity: '30', startFee: '', unitFee: '85', extraFee: undefined })).toEqual({ freightFee: 2550, totalFee: 2550 });
    expect(
      sumShipping([
        { quantity: 30.5, freightFee: 2807.75, extraFee: 120.25, totalFee: 2928 },
        { quantity: 10.25, freightFee: 1076.3, extraFee: 0, totalFee: 1076.3 },
      ]),
    ).toEqual({ count: 2, quantity: 40.75, freightFee: 3884.05, extraFee: 120.25, totalFee: 4004.3 });
  });
});

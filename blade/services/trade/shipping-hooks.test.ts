import { json, useTestServer } from '../../testing/test-server';

// A shipping record's fees over HTTP: the service computes freight and total, whatever the form sends.
const server = useTestServer();

const detail = async (shippingNo: string) =>
  (await json(await server.get(`/blade-tradePort/shipping/list?shippingNo=${shippingNo}`, server.admin))).data.records[0];

describe('shipping fees', () => {
  it('stores freight = start + 元/吨 × quantity and total = freight + other charges, ignoring sent sums', async () => {
    const saved = await json(
      await server.post('/blade-tradePort/shipping/submit', server.admin, {
        shippingNo: 'FH-T-0001',
        orderNo: 'DD-T-1',
        pickupNo: 'TH-T-1',
        quantity: 30.5,
        startFee: 200,
        unitFee: 85.5,
        extraFee: 120.25,
        freightFee: 1,
        totalFee: 2,
      }),
    );
    expect(saved.success).toBe(true);
    const row = await detail('FH-T-0001');
    expect(row).toMatchObject({ pickupNo: 'TH-T-1', freightFee: 2807.75, totalFee: 2928 });

    // An edit of the quantity alone keeps the stored fees and recomputes the sums.
    expect((await json(await server.post('/blade-tradePort/shipping/submit', server.admin, { id: row.id, quantity: 10 }))).success).toBe(
      true,
    );
    expect(await detail('FH-T-0001')).toMatchObject({ freightFee: 1055, totalFee: 1175.25 });
  });

  it('refuses a negative fee and an unknown fee schedule', async () => {
    const negative = await json(
      await server.post('/blade-tradePort/shipping/submit', server.admin, {
        shippingNo: 'FH-T-0002',
        orderNo: 'DD-T-1',
        quantity: 1,
        unitFee: -1,
      }),
    );
    expect(negative).toMatchObject({ success: false, msg: '请求参数格式错误: unit_fee' });
    const unknown = await json(
      await server.post('/blade-tradePort/shipping/submit', server.admin, {
        shippingNo: 'FH-T-0003',
        orderNo: 'DD-T-1',
        quantity: 1,
        feeId: '404',
      }),
    );
    expect(unknown).toMatchObject({ success: false, msg: '运费设置不存在或已删除' });
  });

  it('seeds deliveries with their pick-up and consistent sums', () => {
    const rows = server.db
      .prepare(
        "SELECT quantity, start_fee, unit_fee, extra_fee, freight_fee, total_fee, pickup_no FROM tp_shipping WHERE shipping_no LIKE 'FH2%'",
      )
      .all() as Record<string, number>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.pickup_no).toBeTruthy();
      expect(row.freight_fee).toBeCloseTo(row.start_fee + row.unit_fee * row.quantity, 2);
      expect(row.total_fee).toBeCloseTo(row.freight_fee + row.extra_fee, 2);
    }
  });
});

import { json, useTestServer } from '../../testing/test-server';

// Wholesale price tiers and invoices through their generic submit, on a fresh seeded database.
const server = useTestServer();
const submit = async (resource: string, body: Record<string, unknown>) =>
  json(await server.post(`/blade-tradePort/${resource}/submit`, server.admin, body));

describe('wholesale price tiers', () => {
  it('name a real product and run their quantities and validity forwards', async () => {
    const product = server.db
      .prepare("SELECT id, product_name FROM tp_product WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1")
      .get() as { id: string; product_name: string };
    const tier = {
      productId: product.id,
      minQuantity: 10,
      maxQuantity: 100,
      unitPrice: 2500,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    };
    expect((await submit('productwholeprice', { ...tier, productId: 'not-a-product' })).msg).toBe('产品 not-a-product 不存在');
    expect((await submit('productwholeprice', { ...tier, minQuantity: 100, maxQuantity: 10 })).msg).toBe('最大数量不能小于最小数量');
    expect((await submit('productwholeprice', { ...tier, validFrom: '2026-12-31', validTo: '2026-01-01' })).msg).toBe(
      '失效日期不能早于生效日期',
    );
    expect((await submit('productwholeprice', tier)).success).toBe(true);
    const saved = server.db
      .prepare('SELECT product_name FROM tp_productwholeprice WHERE product_id = ? ORDER BY create_time DESC')
      .get(product.id) as { product_name: string };
    expect(saved.product_name).toBe(product.product_name);
  });
});

describe('invoices', () => {
  it('follow the settlement at the grain VAT rate, never pass the settled value, and set the order’s 开票状态', async () => {
    // A settled order (待结算) whose seeded invoice request is not issued yet: everything settled is still invoiceable.
    const order = server.db
      .prepare(
        "SELECT id, order_no FROM tp_order WHERE tenant_id = '000000' AND order_status = 6 AND invoice_status = 0 AND is_deleted = 0 LIMIT 1",
      )
      .get() as { id: string; order_no: string };
    const settled = (
      server.db
        .prepare('SELECT SUM(pickup_amount) AS v FROM tp_orderpickup WHERE order_no = ? AND pickup_status = 5')
        .get(order.order_no) as { v: number }
    ).v;
    const invoice = {
      invoiceApplyNo: 'QA-INV-1',
      orderNo: order.order_no,
      invoiceType: 1,
      buyerTitle: '哈尔滨金谷粮油有限公司',
      amountExTax: 100,
      taxAmount: 9,
    };
    expect((await submit('invoice', { ...invoice, orderNo: 'DD999999NOTEXIST' })).msg).toBe('订单 DD999999NOTEXIST 不存在');
    // ¥50 tax on ¥100 at 9 % was accepted before.
    expect((await submit('invoice', { ...invoice, taxAmount: 50 })).msg).toBe('税额应为 9.00 元 (不含税金额 × 9%)');
    expect((await submit('invoice', { ...invoice, taxRate: 13 })).msg).toBe('粮食增值税税率为 9%');
    // ¥10,000,000 invoiced on an order that settled far less was accepted before.
    expect((await submit('invoice', { ...invoice, amountExTax: undefined, taxAmount: undefined, amountInclTax: 10_000_000 })).msg).toMatch(
      /^开票金额 10000000.00 元超过订单 .* 可开票金额/,
    );
    expect((await submit('invoice', { ...invoice, invoiceStatus: 2 })).msg).toBe('已开票的发票须填写发票号码和开票日期');
    expect((await submit('invoice', { ...invoice, invoiceStatus: 2, invoiceNo: '04412345', invoiceDate: '2026-11-27' })).success).toBe(
      true,
    );
    const issued = server.db
      .prepare('SELECT id, amount_incl_tax, amount_ex_tax, tax_amount FROM tp_invoice WHERE invoice_apply_no = ?')
      .get('QA-INV-1') as { id: string };
    expect(issued).toEqual(expect.objectContaining({ amount_incl_tax: 109, amount_ex_tax: 100, tax_amount: 9 }));
    // Part of the settled value invoiced: 部分开票, not 已开票 (99.89 of 200 t read 已开票 before).
    expect(server.db.prepare('SELECT invoice_status FROM tp_order WHERE id = ?').get(order.id)).toEqual({
      invoice_status: settled > 109 ? 6 : 2,
    });
    // An issued invoice is never rewritten: only reversed (红冲), which writes its credit note.
    expect((await submit('invoice', { id: issued.id, amountExTax: 200 })).msg).toBe('发票 QA-INV-1 已开票，不能修改；如需更正请红冲后重开');
    expect((await json(await server.post(`/blade-tradePort/invoice/remove?ids=${issued.id}`, server.admin))).msg).toBe(
      '发票 QA-INV-1 已开票、红冲或作废，不能删除',
    );
    expect((await submit('invoice', { id: issued.id, invoiceStatus: 4 })).success).toBe(true);
    expect(server.db.prepare('SELECT invoice_status FROM tp_order WHERE id = ?').get(order.id)).toEqual({ invoice_status: 0 });
    const kinds = server.db
      .prepare(
        "SELECT entry_type, amount FROM tp_ledger_entry WHERE order_no = ? AND entry_type IN ('invoice', 'credit_note') ORDER BY create_time, id",
      )
      .all(order.order_no);
    expect(kinds).toEqual([
      { entry_type: 'invoice', amount: 109 },
      { entry_type: 'credit_note', amount: 109 },
    ]);
  });
});

describe('shipments', () => {
  it('are entered by their pick-up’s number, from which their pick-up id and order come', async () => {
    const pickup = server.db
      .prepare("SELECT id, pickup_no, order_no FROM tp_orderpickup WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1")
      .get() as { id: string; pickup_no: string; order_no: string };
    expect((await submit('logistics', { pickupNo: 'NOPE-TH', transportMode: 1 })).msg).toBe('提货单 NOPE-TH 不存在');
    expect((await submit('logistics', { pickupNo: pickup.pickup_no, transportMode: 1, plateNo: '黑A-QA001' })).success).toBe(true);
    expect(server.db.prepare("SELECT pickup_id, order_no FROM tp_logistics WHERE plate_no = '黑A-QA001'").get()).toEqual({
      pickup_id: pickup.id,
      order_no: pickup.order_no,
    });
  });
});

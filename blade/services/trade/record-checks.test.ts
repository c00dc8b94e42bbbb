import { json, useTestServer } from '../../testing/test-server';

// Wholesale price tiers and invoices through their generic submit, on a fresh seeded database.
const server = useTestServer();
const submit = async (resource: string, body: Record<string, unknown>) => json(await server.post(`/blade-tradePort/${resource}/submit`, server.admin, body));

describe('wholesale price tiers', () => {
  it('name a real product and run their quantities and validity forwards', async () => {
    const product = server.db.prepare("SELECT id, product_name FROM tp_product WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1").get() as { id: string; product_name: string };
    const tier = { productId: product.id, minQuantity: 10, maxQuantity: 100, unitPrice: 2500, validFrom: '2026-01-01', validTo: '2026-12-31' };
    expect((await submit('productwholeprice', { ...tier, productId: 'not-a-product' })).msg).toBe('产品 not-a-product 不存在');
    expect((await submit('productwholeprice', { ...tier, minQuantity: 100, maxQuantity: 10 })).msg).toBe('最大数量不能小于最小数量');
    expect((await submit('productwholeprice', { ...tier, validFrom: '2026-12-31', validTo: '2026-01-01' })).msg).toBe('失效日期不能早于生效日期');
    expect((await submit('productwholeprice', tier)).success).toBe(true);
    const saved = server.db.prepare('SELECT product_name FROM tp_productwholeprice WHERE product_id = ? ORDER BY create_time DESC').get(product.id) as { product_name: string };
    expect(saved.product_name).toBe(product.product_name);
  });
});

describe('invoices', () => {
  it('belong to an existing order, add up, name an issued invoice’s number and date, and set the order’s 开票状态', async () => {
    const order = server.db.prepare("SELECT id, order_no FROM tp_order WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1").get() as { id: string; order_no: string };
    const invoice = { invoiceApplyNo: 'QA-INV-1', orderNo: order.order_no, invoiceType: 1, buyerTitle: '哈尔滨金谷粮油有限公司', amountExTax: 100, taxAmount: 9 };
    expect((await submit('invoice', { ...invoice, orderNo: 'DD999999NOTEXIST' })).msg).toBe('订单 DD999999NOTEXIST 不存在');
    expect((await submit('invoice', { ...invoice, amountInclTax: 5_000_000 })).msg).toBe('价税合计应等于不含税金额与税额之和 (109.00)');
    expect((await submit('invoice', { ...invoice, invoiceStatus: 2 })).msg).toBe('已开票的发票须填写发票号码和开票日期');
    expect((await submit('invoice', { ...invoice, invoiceStatus: 2, invoiceNo: '04412345', invoiceDate: '2026-11-27' })).success).toBe(true);
    expect(server.db.prepare('SELECT amount_incl_tax FROM tp_invoice WHERE invoice_apply_no = ?').get('QA-INV-1')).toEqual({ amount_incl_tax: 109 });
    expect(server.db.prepare('SELECT invoice_status FROM tp_order WHERE id = ?').get(order.id)).toEqual({ invoice_status: 2 });
  });
});

describe('shipments', () => {
  it('are entered by their pick-up’s number, from which their pick-up id and order come', async () => {
    const pickup = server.db.prepare("SELECT id, pickup_no, order_no FROM tp_orderpickup WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1").get() as { id: string; pickup_no: string; order_no: string };
    expect((await submit('logistics', { pickupNo: 'NOPE-TH', transportMode: 1 })).msg).toBe('提货单 NOPE-TH 不存在');
    expect((await submit('logistics', { pickupNo: pickup.pickup_no, transportMode: 1, plateNo: '黑A-QA001' })).success).toBe(true);
    expect(server.db.prepare("SELECT pickup_id, order_no FROM tp_logistics WHERE plate_no = '黑A-QA001'").get()).toEqual({ pickup_id: pickup.id, order_no: pickup.order_no });
  });
});

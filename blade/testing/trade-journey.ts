import type { useTestServer } from './test-server';

/**
 * A trade journey through the real endpoints of the embedded service, for the ledger tests: an order on a listing at its
 * price, its lines confirmed, its sales contract generated and signed by both parties on their links, then money,
 * pick-ups, weighing, settlement and invoices. Every step answers Blade's envelope; the caller checks it.
 */
type Server = ReturnType<typeof useTestServer>;
const TP = '/blade-tradePort';

export type Listing = { id: string; min: number; ratio: number; settlement: number; sku: string; price: number; stock: number };

/** Listings on sale with a SKU in stock, by settlement method (1 款到发货, 2 按磅单结算, 3 账期结算). */
export function listings(server: Server, settlement: number): Listing[] {
  return server.db
    .prepare(`SELECT g.id, COALESCE(g.min_order_quantity, 0) AS min, g.deposit_ratio AS ratio, g.settlement_method AS settlement,
      p.id AS sku, p.price, p.stock FROM tp_goods g JOIN tp_product p ON p.goods_id = g.id AND p.is_deleted = 0
    WHERE g.tenant_id = '000000' AND g.on_sale = 1 AND g.goods_status = 2 AND g.is_deleted = 0 AND g.settlement_method = ? AND g.deposit_ratio > 0
      AND p.price > 0 AND p.stock >= MAX(COALESCE(g.min_order_quantity, 0), 50) ORDER BY p.stock DESC`)
    .all(settlement) as Listing[];
}

export function journey(server: Server) {
  const post = (path: string, body?: unknown) => server.postJson(path, body);
  const ok = async (path: string, body?: unknown) => {
    const answer = await post(path, body);
    if (!answer.success) throw new Error(`${path} ${JSON.stringify(body)}: ${answer.msg}`);
    return answer.data;
  };
  const sign = async (contractId: string, actorId: string) => {
    const url = (await server.getJson(`${TP}/ordercontract/getShortUrl?id=${contractId}&actorId=${encodeURIComponent(actorId)}`))
      .data as string;
    const response = await fetch(`${server.base}/fasc/esign/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: url.replace(/^\/esign\/sign\//, '') }),
    });
    if (response.status !== 200) throw new Error(`sign ${actorId}: ${await response.text()}`);
  };
  const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  let reference = 0;

  return {
    ok,
    post,
    today,
    /** A signed order (待付保证金) of `quantity` tonnes on the listing, at its price. */
    async signedOrder(listing: Listing, quantity: number) {
      const order = await ok(`${TP}/order/saveOrderAndDetail`, {
        goodsId: listing.id,
        buyerName: '哈尔滨金谷粮油有限公司',
        lines: [{ productId: listing.sku, quantity }],
      });
      await ok(`${TP}/orderdetail/confirmation?orderNo=${order.orderNo}`);
      const contract = await ok(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`);
      await sign(contract.id, '甲方');
      await sign(contract.id, '乙方');
      return (await server.getJson(`${TP}/order/detail?orderNo=${order.orderNo}`)).data as Record<string, any>;
    },
    money: (kind: 'registerPayment' | 'registerDeposit', orderNo: string, amount: number, entryDate = today()) =>
      post(`${TP}/order/${kind}`, { orderNo, receivedAmount: amount, entryDate, paymentMethod: 1, bankSerialNo: `QA${++reference}` }),
    figures: async (orderNo: string) => (await server.getJson(`${TP}/order/ledger?orderNo=${orderNo}`)).data.figures as Record<string, any>,
    order: async (orderNo: string) => (await server.getJson(`${TP}/order/detail?orderNo=${orderNo}`)).data as Record<string, any>,
    pickup: (orderNo: string, applyQuantity: number) => post(`${TP}/orderpickup/pickUpSave`, { orderNo, applyQuantity }),
    financeConfirm: (id: string) => post(`${TP}/orderpickup/financialDetermination?id=${id}`),
    release: (id: string) => post(`${TP}/orderpickup/confirmOrder?id=${id}`),
    verify: (id: string) => post(`${TP}/orderpickup/verification?id=${id}`),
    /** One weigh slip of `tonnes` net (tare 15 t). */
    weigh: (pickupId: string, tonnes: number) =>
      post('/blade-order/orderpickupdetail/poundsSave', {
        pickupId,
        plateNo: '黑A12345',
        grossWeight: Math.round((15 + tonnes) * 1000) / 1000,
        tareWeight: 15,
      }),
    settle: (id: string) => post(`${TP}/orderpickup/orderBalance?id=${id}`),
    deduct: (id: string) => post(`${TP}/orderpickup/depositDeduction?id=${id}`),
    releaseDeposit: (id: string) => post(`${TP}/orderpickup/depositRelease?ids=${id}`),
    invoice: (orderNo: string, amountInclTax: number, no: string) =>
      post(`${TP}/invoice/submit`, {
        invoiceApplyNo: `QA-${no}`,
        orderNo,
        invoiceType: 1,
        buyerTitle: '哈尔滨金谷粮油有限公司',
        amountInclTax,
        invoiceStatus: 2,
        invoiceNo: no,
        invoiceDate: today(),
      }),
    close: (orderNo: string) => post(`${TP}/order/close`, { orderNo }),
    cancel: (orderNo: string, reason: string, depositDecision?: 'refund' | 'forfeit') =>
      post(`${TP}/order/cancel`, { orderNo, cancelReason: reason, depositDecision }),
  };
}

import type { Db } from '../../db/open';
import type { Order } from './orders';
import { after, compactDate, dateOf, idSequence, onDay, insertRows, random, round2, type Row } from './support';
import { demoFileLink } from '../../services/resource/demo-files';

/**
 * Contracts of the orders that reached signing (same order_no and contract_no), their FaDaDa signing tasks
 * (tp_contracts), the order-contract view (tp_ordercontract), invoices of settled orders with their images,
 * and the breaches.
 */
const rng = random(20260304);
const PLATFORM = '瑞粮粮食交易集团有限公司';

/** [contract_status, sign_status] by order status (contract_status / sign_status dictionaries). */
function contractState(order: Order, index: number): [number, number] {
  switch (order.status) {
    case 1:
      return index % 2 === 0 ? [1, 1] : [2, 2];
    case 2:
    case 3:
      return [3, 3];
    case 4:
    case 5:
    case 6:
      return [4, 3];
    case 7:
      return [5, 3];
    case 8:
      return [7, 5];
    default:
      return [6, 3];
  }
}

const signedCount = (signStatus: number) => (signStatus === 3 ? 2 : signStatus === 2 ? 1 : signStatus === 5 ? 1 : 0);

/** Each order's sales contract with its e-signing task and the order's view of it; invoices; breaches. */
export function seedContracts(db: Db, orders: Order[]): Record<string, number> {
  const items = contractItems(orders.filter((order) => order.contractNo));
  const counts: Record<string, number> = {
    tp_contract: seedContractRows(db, items),
    tp_contracts: seedSignTasks(db, items),
    tp_ordercontract: seedOrderContracts(db, items),
  };
  const invoices = invoiceRows(orders);
  counts.tp_invoice = insertRows(db, 'tp_invoice', invoices);
  counts.tp_invoiceimg = seedInvoiceImages(db, invoices);
  counts.tp_breach = insertRows(db, 'tp_breach', breaches(orders));
  return counts;
}

/** A contracted order's contract: its states, when it was drawn up and signed, and its signing task's id. */
function contractItems(contracted: Order[]) {
  const contractId = idSequence(74);
  return contracted.map((order, index) => {
    const [contractStatus, signStatus] = contractState(order, index);
    const created = after(order.orderTime, 0, 45);
    const signed = signStatus === 3 ? after(order.orderTime, 1, 120) : '';
    const task = `${order.tenantId === '000000' ? 'a' : 'b'}${compactDate(created)}${(0x5f3e2d1c + index * 7919).toString(16)}`;
    return { order, id: contractId(), contractStatus, signStatus, created, signed, task, name: `${order.listing.product.name}购销合同` };
  });
}

type ContractItem = ReturnType<typeof contractItems>[number];

/** The sales contracts (tp_contract). */
function seedContractRows(db: Db, items: ContractItem[]): number {
  return insertRows(
    db,
    'tp_contract',
    items.map((item) => ({
      id: item.id,
      tenant_id: item.order.tenantId,
      contract_no: item.order.contractNo,
      contract_name: item.name,
      contract_type: 1,
      order_id: item.order.id,
      order_no: item.order.no,
      party_a_id: item.order.seller.id,
      party_a_name: item.order.seller.companyName,
      party_b_id: item.order.buyer.id,
      party_b_name: item.order.buyer.companyName,
      quantity: item.order.quantity,
      amount: item.order.amount,
      sign_date: item.signed ? dateOf(item.signed) : '',
      effective_date: item.signed ? dateOf(item.signed) : '',
      expire_date: item.signed ? dateOf(item.signed, 180) : '',
      contract_status: item.contractStatus,
      sign_status: item.signStatus,
      file_url: demoFileLink(`${item.order.contractNo.toLowerCase()}.pdf`),
      signed_file_url: item.signed ? demoFileLink(`${item.order.contractNo.toLowerCase()}-signed.pdf`) : '',
      remark: item.contractStatus === 7 ? '订单取消，合同作废' : item.contractStatus === 6 ? '买方违约，合同终止' : '',
      create_time: item.created,
      update_time: item.signed || item.created,
    })),
  );
}

/** The contracts' e-signing tasks (tp_contracts). */
function seedSignTasks(db: Db, items: ContractItem[]): number {
  const taskId = idSequence(74, 200);
  return insertRows(
    db,
    'tp_contracts',
    items.map((item) => ({
      id: taskId(),
      tenant_id: item.order.tenantId,
      contract_id: item.id,
      contract_no: item.order.contractNo,
      contract_name: item.name,
      sign_task_id: item.task,
      template_id: 'TPL-GXHT-2025-01',
      initiator_name: item.order.tenantId === '000000' ? PLATFORM : '华北粮贸有限公司',
      signer_names: `${item.order.seller.companyName},${item.order.buyer.companyName}`,
      signed_count: signedCount(item.signStatus),
      signer_count: 2,
      sign_status: item.signStatus,
      sign_deadline: after(item.created, 7),
      finish_time: item.signed,
      signed_file_url: item.signed ? demoFileLink(`${item.order.contractNo.toLowerCase()}-signed.pdf`) : '',
      remark: item.signStatus === 5 ? '发起方撤销签署' : '',
      create_time: item.created,
    })),
  );
}

/** The order's view of its contract (tp_ordercontract). */
function seedOrderContracts(db: Db, items: ContractItem[]): number {
  const viewId = idSequence(74, 400);
  return insertRows(
    db,
    'tp_ordercontract',
    items.map((item) => ({
      id: viewId(),
      tenant_id: item.order.tenantId,
      order_id: item.order.id,
      order_no: item.order.no,
      contract_no: item.order.contractNo,
      contract_name: item.name,
      party_a_name: item.order.seller.companyName,
      party_b_name: item.order.buyer.companyName,
      amount: item.order.amount,
      sign_status: item.signStatus,
      contract_type: 1,
      sign_task_id: item.task,
      short_url: '',
      file_url: demoFileLink(`${item.order.contractNo.toLowerCase()}.pdf`),
      signed_file_url: item.signed ? demoFileLink(`${item.order.contractNo.toLowerCase()}-signed.pdf`) : '',
      sign_time: item.signed,
      create_time: item.created,
    })),
  );
}

/** The invoices of settled and completed orders (tp_invoice): issued ones carry a number, a code and the courier. */
function invoiceRows(orders: Order[]) {
  const invoiceId = idSequence(75);
  const invoiced = orders.filter((order) => order.status === 6 || order.status === 7);
  return invoiced.map((order, index) => {
    const issued = order.status === 7;
    const time = onDay(order.orderTime, issued ? 30 : 20, 9 * 60 + index * 11);
    const exTax = round2(order.amount / 1.09);
    return {
      id: invoiceId(),
      tenant_id: order.tenantId,
      invoice_apply_no: `KP${compactDate(time)}${String(index + 1).padStart(4, '0')}`,
      order_no: order.no,
      contract_no: order.contractNo,
      seller_name: order.seller.companyName,
      invoice_type: index % 4 === 3 ? 3 : 1,
      tax_rate: 9,
      buyer_title: order.buyer.companyName,
      buyer_tax_no: order.buyer.creditCode,
      buyer_address_phone: `${order.buyer.province}${order.buyer.city}${order.buyer.address} ${order.buyer.contactPhone}`,
      buyer_bank_account: `${order.buyer.bankName} ${order.buyer.bankAccount}`,
      quantity: order.quantity,
      amount_ex_tax: exTax,
      tax_amount: round2(order.amount - exTax),
      amount_incl_tax: order.amount,
      invoice_no: issued ? String(10_000_000 + rng.int(0, 89_999_999)).padStart(8, '0') : '',
      invoice_code: issued ? `0${44_000_000_000 + rng.int(0, 999_999_999)}` : '',
      invoice_date: issued ? dateOf(time) : '',
      invoice_status: issued ? 2 : 1,
      express_company: issued && index % 4 !== 3 ? '顺丰速运' : '',
      express_no: issued && index % 4 !== 3 ? `SF${1_400_000_000_000 + rng.int(0, 99_999_999)}` : '',
      remark: index % 4 === 3 ? '数电专票，已推送至买方税务数字账户' : '',
      create_time: time,
    };
  });
}

/** The scans of the issued invoices (tp_invoiceimg): two parts of a paper invoice, one file of an electronic one. */
function seedInvoiceImages(db: Db, invoices: ReturnType<typeof invoiceRows>): number {
  const imageId = idSequence(75, 500);
  return insertRows(
    db,
    'tp_invoiceimg',
    invoices
      .filter((invoice) => invoice.invoice_status === 2)
      .flatMap((invoice) =>
        (invoice.invoice_type === 1 ? ['发票联', '抵扣联'] : ['电子发票']).map((part, sort) => ({
          id: imageId(),
          tenant_id: invoice.tenant_id,
          invoice_id: invoice.id,
          invoice_no: invoice.invoice_no,
          image_url: demoFileLink(`invoice-${invoice.invoice_no}-${sort + 1}.${invoice.invoice_type === 1 ? 'png' : 'pdf'}`),
          file_name: `${invoice.invoice_no}${part}`,
          sort: sort + 1,
          create_time: after(invoice.create_time, 0, 30),
        })),
      ),
  );
}

/** Defaulted orders forfeit the deposit; one late lifting and one quality claim are on record too. */
function breaches(orders: Order[]): Row[] {
  const breachId = idSequence(76);
  const rows: Row[] = [];
  const add = (
    order: Order,
    party: 'buyer' | 'seller',
    type: number,
    penalty: number,
    status: number,
    description: string,
    result: string,
    days: number,
  ) => {
    const time = onDay(order.orderTime, days, 10 * 60 + rows.length * 17);
    rows.push({
      id: breachId(),
      tenant_id: order.tenantId,
      breach_no: `WY${compactDate(time)}${String(rows.length + 1).padStart(3, '0')}`,
      order_no: order.no,
      contract_no: order.contractNo,
      breach_party_id: order[party].id,
      breach_party_name: order[party].companyName,
      breach_type: type,
      breach_date: dateOf(time),
      penalty_amount: round2(penalty),
      description,
      handle_status: status,
      handle_result: result,
      remark: '',
      create_time: time,
    });
  };
  // Each tenant's own: its defaults, its first late lifting and its first quality claim.
  for (const tenantId of [...new Set(orders.map((order) => order.tenantId))]) {
    const own = orders.filter((order) => order.tenantId === tenantId);
    for (const order of own.filter((item) => item.status === 9)) {
      add(
        order,
        'buyer',
        1,
        order.depositAmount,
        2,
        '买方超过合同约定付款期限 15 日仍未支付货款。',
        '按合同约定没收履约保证金，合同终止。',
        25,
      );
    }
    const late = own.find((order) => order.status === 5);
    if (late) add(late, 'buyer', 2, late.quantity * 5, 1, '买方未在提货有效期内完成提货，产生仓储费用。', '', 30);
    const quality = own.find((order) => order.status === 7 && order.listing.product.category === 'corn');
    if (quality)
      add(
        quality,
        'seller',
        3,
        quality.quantity * 20,
        2,
        '入库检验不完善粒超出合同约定 1.2 个百分点。',
        '双方协商按 20 元/吨扣价结算。',
        18,
      );
  }
  return rows;
}

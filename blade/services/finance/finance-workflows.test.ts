import { json, useTestServer } from '../../testing/test-server';

// Loan and pledge agreements, supervision and inquiries over HTTP, from a fresh application awaiting signing.
const server = useTestServer();
const TP = '/blade-tradePort';

const post = async (path: string, body: unknown, token = server.admin) => {
  const response = await server.post(path, token, body);
  return { status: response.status, body: await json(response) };
};
const row = (table: string, where: string, ...params: unknown[]) =>
  server.db.prepare(`SELECT * FROM ${table} WHERE tenant_id = '000000' AND is_deleted = 0 AND ${where}`).get(...params) as Record<
    string,
    any
  >;

/** A dynamic-pledge (存货质押) application copied from the seeded one awaiting signing, without agreements. */
async function freshApplication(): Promise<Record<string, any>> {
  const seeded = row('tp_financeloanapplication', 'loan_status = 3 AND product_type = 2');
  const no = `RZT${Date.now().toString(36)}`;
  const saved = await post(`${TP}/financeloanapplication/submit`, {
    applicationNo: no,
    applicantName: seeded.applicant_name,
    applicantId: seeded.applicant_id,
    productType: 2,
    loanStatus: 1,
    applyAmount: 1_000_000,
    approvedAmount: 900_000,
    interestRate: 4.5,
    termDays: 90,
    repaymentMethod: 2,
    variety: seeded.variety,
    pledgeGoods: seeded.pledge_goods,
    pledgeQuantity: 1000,
    pledgeValue: 2_400_000,
    loanToValue: 65,
    warehouseName: seeded.warehouse_name,
  });
  expect(saved.body.success).toBe(true);
  const app = row('tp_financeloanapplication', 'application_no = ?', no);
  const distributed = await post(`${TP}/financeloanapplication/distribution`, {
    id: app.id,
    firstPartyName: '中原银行郑州分行',
    firstPartyStatus: 1,
    thirdPartyName: '北方粮安监管服务有限公司',
    thirdPartyStatus: 1,
  });
  expect(distributed.body.data).toEqual({ loanStatus: 3 });
  return app;
}

describe('finance workflows', () => {
  it('runs an application from signing to settlement, the figures adding up at every step', async () => {
    const app = await freshApplication();
    // The disbursement waits for the pledge; an unknown state is named in the refusal.
    const loan = (await post(`${TP}/financeloanagreement/draft`, { applicationId: app.id })).body.data;
    expect(loan).toMatchObject({
      loanAmount: 900_000,
      interestRate: 4.5,
      termDays: 90,
      agreementStatus: 0,
      lenderName: '中原银行郑州分行',
    });
    expect((await post(`${TP}/financeloanagreement/draft`, { applicationId: app.id })).body.msg).toBe(
      `融资申请 ${app.application_no} 已有借款合同 ${loan.agreementNo}`,
    );
    expect((await post(`${TP}/financeloanagreement/disburse`, { id: loan.id })).body.msg).toBe(
      `当前状态不允许此操作: 借款合同 ${loan.agreementNo} 为「待签署」，放款仅限「待放款」状态`,
    );
    expect((await post(`${TP}/financeloanagreement/sign`, { id: loan.id })).body.data.agreementStatus).toBe(1);
    expect(row('tp_financeloanapplication', 'id = ?', app.id).loan_status).toBe(4);

    const pledge = (await post(`${TP}/financepledgeagreement/draft`, { applicationId: app.id })).body.data;
    expect(pledge).toMatchObject({
      pledgeType: 2,
      pledgeQuantity: 1000,
      minimumStock: 600,
      agreementStatus: 0,
      supervisorName: '北方粮安监管服务有限公司',
    });
    const early = await post(`${TP}/financeloanagreement/disburse`, { id: loan.id });
    expect(early).toMatchObject({ status: 400, body: { msg: `融资申请 ${app.application_no} 的质押协议尚未生效（质押中），不能放款` } });
    await post(`${TP}/financepledgeagreement/send`, { id: pledge.id });
    expect((await post(`${TP}/financepledgeagreement/sign`, { id: pledge.id })).body.data.agreementStatus).toBe(2);

    const disbursed = (await post(`${TP}/financeloanagreement/disburse`, { id: loan.id })).body.data;
    expect(disbursed).toMatchObject({ agreementStatus: 2, outstandingPrincipal: 900_000, repaidPrincipal: 0 });
    expect(row('tp_financeloanapplication', 'id = ?', app.id)).toMatchObject({ loan_status: 5, outstanding_principal: 900_000 });

    // Releases need an active supervision authorisation over the depot, then what the principal repaid pays for.
    expect((await post(`${TP}/financepledgeagreement/release`, { id: pledge.id, releaseQuantity: 100 })).body.msg).toBe(
      `监管库点 ${app.warehouse_name} 没有有效的监管授权，不能解押出库`,
    );
    const authNo = `JGT${Date.now().toString(36)}`;
    await post(`${TP}/financesuperviseauth/submit`, {
      authNo,
      supervisorName: '北方粮安监管服务有限公司',
      warehouseName: app.warehouse_name,
      pledgeAgreementNo: pledge.agreementNo,
      superviseScope: 2,
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
    });
    expect(
      (await post(`${TP}/financesuperviseauth/approve`, { id: row('tp_financesuperviseauth', 'auth_no = ?', authNo).id })).body.data
        .authStatus,
    ).toBe(1);
    expect((await post(`${TP}/financepledgeagreement/release`, { id: pledge.id, releaseQuantity: 100 })).body.msg).toMatch(
      /^累计解押 100 吨超过已还本金可释放的 0 吨/,
    );

    expect((await post(`${TP}/financeloanagreement/repay`, { id: loan.id, repayAmount: 900_000.01 })).body.msg).toBe(
      '还款金额 900000.01 元超过截至还款日应还合计 900000.00 元（本金 900000.00，利息 0.00，罚息 0.00）',
    );
    expect((await post(`${TP}/financeloanagreement/repay`, { id: loan.id, repayAmount: 300_000.5 })).body.data).toMatchObject({
      agreementStatus: 2,
      outstandingPrincipal: 599_999.5,
      repaidPrincipal: 300_000.5,
    });
    // 300,000.5 ÷ (2,400 × 65 %) = 192.308 t; a dynamic pledge also keeps its floor stock (600 t).
    expect((await post(`${TP}/financepledgeagreement/release`, { id: pledge.id, releaseQuantity: 193 })).body.msg).toMatch(
      /^累计解押 193 吨超过已还本金可释放的 192.308 吨/,
    );
    const released = (await post(`${TP}/financepledgeagreement/release`, { id: pledge.id, releaseQuantity: 192 })).body.data;
    expect(released).toMatchObject({ agreementStatus: 3, releasedQuantity: 192 });
    expect(row('tp_pickupgoods', 'pledge_agreement_no = ?', pledge.agreementNo)).toMatchObject({ apply_quantity: 192, pickup_status: 5 });
    expect(
      (await post(`${TP}/financeloanagreement/repay`, { id: loan.id, repayAmount: 599_999.5, repayDate: '2026-12-01' })).body.msg,
    ).toBe('日期 2026-12-01 晚于今天，不能登记未发生的款项');
    expect((await post(`${TP}/financeloanagreement/repay`, { id: loan.id, repayAmount: 599_999.5 })).body.data).toMatchObject({
      agreementStatus: 4,
      outstandingPrincipal: 0,
      repaidPrincipal: 900_000,
    });
    expect(row('tp_financeloanapplication', 'id = ?', app.id)).toMatchObject({ loan_status: 7, outstanding_principal: 0 });
    const repayments = server.db.prepare('SELECT repay_amount FROM tp_financeloanrepayment WHERE agreement_id = ?').all(loan.id) as {
      repay_amount: number;
    }[];
    expect(repayments.reduce((sum, r) => sum + r.repay_amount, 0)).toBe(900_000);

    // Settled (disbursed and repaid the same day: no interest): the rest of the collateral left with it.
    expect(row('tp_financepledgeagreement', 'id = ?', pledge.id)).toMatchObject({ agreement_status: 4, released_quantity: 1000 });
    expect((await post(`${TP}/financeloanagreement/repay`, { id: loan.id, repayAmount: 1 })).status).toBe(400);
  });

  it('turns a repaying loan past maturity overdue, with its application', async () => {
    const loan = row('tp_financeloanagreement', 'agreement_status = 2');
    server.db.prepare("UPDATE tp_financeloanagreement SET end_date = '2020-01-01' WHERE id = ?").run(loan.id);
    const listed = await json(await server.get(`${TP}/financeloanagreement/detail?id=${loan.id}`, server.admin));
    expect(listed.data.agreementStatus).toBe(3);
    expect(row('tp_financeloanapplication', 'id = ?', loan.application_id).loan_status).toBe(6);
  });

  it('approves, revokes and expires supervision authorisations; a release needs an active one', async () => {
    const pending = row('tp_financesuperviseauth', 'auth_status = 0');
    expect((await post(`${TP}/financesuperviseauth/approve`, { id: pending.id })).body.data.authStatus).toBe(1);
    expect((await post(`${TP}/financesuperviseauth/approve`, { id: pending.id })).body.msg).toBe(
      `当前状态不允许此操作: 监管授权 ${pending.auth_no} 为「有效」，审核通过仅限「待审核」状态`,
    );
    const saved = await post(`${TP}/financesuperviseauth/submit`, {
      authNo: `JGT${Date.now().toString(36)}`,
      supervisorName: '北方粮安监管服务有限公司',
      warehouseName: '测试库',
      superviseScope: 2,
      validFrom: '2020-01-01',
      validTo: '2020-12-31',
      authStatus: 1,
    });
    expect(saved.body.success).toBe(true);
    const expired = row('tp_financesuperviseauth', "warehouse_name = '测试库'");
    expect(expired.auth_status).toBe(0);
    await server.get(`${TP}/financesuperviseauth/list`, server.admin);
    expect(row('tp_financesuperviseauth', 'id = ?', expired.id).auth_status).toBe(3);
    expect((await post(`${TP}/financesuperviseauth/revoke`, { id: pending.id })).body.data.authStatus).toBe(2);

    // The partly released pledge's depot now has its mandates revoked: no release.
    const pledge = row('tp_financepledgeagreement', 'agreement_status = 3');
    server.db.prepare('UPDATE tp_financesuperviseauth SET auth_status = 2 WHERE warehouse_name = ?').run(pledge.warehouse_name);
    expect((await post(`${TP}/financepledgeagreement/release`, { id: pledge.id, releaseQuantity: 1 })).body.msg).toBe(
      `监管库点 ${pledge.warehouse_name} 没有有效的监管授权，不能解押出库`,
    );
  });

  it('quotes a saved inquiry at the latest goods price × quantity × LTV, once', async () => {
    const price = row('tp_goodsprice', '1 = 1 ORDER BY price_date DESC');
    const no = `XJT${Date.now().toString(36)}`;
    await post('/blade-finance/inquirypledge/save', {
      inquiryNo: no,
      customerName: '测试粮贸',
      variety: 1,
      quantity: 1000,
      goodsName: `2025年${price.product_name}`,
      quotedAmount: 1,
      inquiryStatus: 1,
    });
    const saved = row('tp_inquirypledge', 'inquiry_no = ?', no);
    expect(saved).toMatchObject({ inquiry_status: 0, quoted_amount: null });
    const latest = row('tp_goodsprice', 'product_name = ? ORDER BY price_date DESC, create_time DESC', price.product_name).price;
    expect((await post('/blade-finance/inquirypledge/submit', { id: saved.id, loanToValue: 60 })).body.success).toBe(true);
    expect(row('tp_inquirypledge', 'id = ?', saved.id)).toMatchObject({
      inquiry_status: 1,
      appraised_price: latest,
      quoted_amount: Math.round(1000 * latest * 60) / 100,
    });
    expect((await post('/blade-finance/inquirypledge/submit', { id: saved.id })).body.msg).toBe(
      `当前状态不允许此操作: 询价单 ${no} 为「已报价」，提交报价仅限「待报价」状态`,
    );
    await post('/blade-finance/inquirypledge/save', {
      inquiryNo: `${no}B`,
      customerName: '测试粮贸',
      variety: 1,
      quantity: 10,
      goodsName: '火星小麦',
    });
    const unpriced = row('tp_inquirypledge', 'inquiry_no = ?', `${no}B`);
    expect((await post('/blade-finance/inquirypledge/submit', { id: unpriced.id })).body.msg).toBe(
      '商品价格中没有「火星小麦」的报价，无法估值',
    );
  });

  it('refuses a role without the buttons, and bare adds of agreements', async () => {
    const boss = (await server.login('boss')).access_token;
    const loan = row('tp_financeloanagreement', 'agreement_status = 0');
    expect((await post(`${TP}/financeloanagreement/sign`, { id: loan.id }, boss)).status).toBe(403);
    expect(
      (await post(`${TP}/financeloanagreement/submit`, { agreementNo: 'X1', borrowerName: 'a', lenderName: 'b', loanAmount: 1 })).body.msg,
    ).toBe('借款合同须从待签约的融资申请起草（融资申请 › 起草借款合同）');
    const signed = row('tp_financeloanagreement', 'agreement_status = 4');
    expect((await post(`${TP}/financeloanagreement/submit`, { id: signed.id, remark: 'x' })).body.msg).toBe(
      `当前状态不允许此操作: 借款合同 ${signed.agreement_no} 为「已结清」，修改仅限「待签署」状态`,
    );
  });
});

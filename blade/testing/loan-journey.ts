import type { useTestServer } from './test-server';

/**
 * A loan journey through the real endpoints of the embedded service, for the finance ledger tests: a dynamic-pledge
 * (存货质押) application copied from the seeded one awaiting signing, distributed to a funder and a supervisor, its
 * loan agreement and pledge agreement drafted and signed, a supervision authorisation over the pledge approved; then
 * disbursement, repayments, releases, price marks, cover events and settlement. Every step answers Blade's envelope.
 */
type Server = ReturnType<typeof useTestServer>;
const TP = '/blade-tradePort';

export type LoanTermsInput = { amount: number; quantity: number; pledgeValue: number; ltv: number; rate: number; termDays: number };
/** The lender's journey of the finding: ¥800,000 against 500 t at ¥2,420 a tonne, 70 % LTV, 6.5 % a year, 90 days. */
export const FINDING: LoanTermsInput = { amount: 800_000, quantity: 500, pledgeValue: 1_210_000, ltv: 70, rate: 6.5, termDays: 90 };

export const daysFromToday = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

export function loanJourney(server: Server) {
  const post = (path: string, body?: unknown, token?: string) => server.postJson(path, body, token);
  const ok = async (path: string, body?: unknown) => {
    const answer = await post(path, body);
    if (!answer.success) throw new Error(`${path} ${JSON.stringify(body)}: ${answer.msg}`);
    return answer.data;
  };
  const row = (table: string, where: string, ...params: unknown[]) =>
    server.db.prepare(`SELECT * FROM ${table} WHERE tenant_id = '000000' AND is_deleted = 0 AND ${where}`).get(...params) as Record<
      string,
      any
    >;
  let serial = 0;

  /** An application distributed and awaiting signing (待签约). */
  const apply = async (terms: LoanTermsInput = FINDING) => {
    const seeded = row('tp_financeloanapplication', 'loan_status = 3 AND product_type = 2');
    const no = `RZP${Date.now().toString(36)}${++serial}`;
    await ok(`${TP}/financeloanapplication/submit`, {
      applicationNo: no,
      applicantName: seeded.applicant_name,
      applicantId: seeded.applicant_id,
      productType: 2,
      loanStatus: 1,
      applyAmount: terms.amount,
      approvedAmount: terms.amount,
      interestRate: terms.rate,
      termDays: terms.termDays,
      repaymentMethod: 2,
      variety: seeded.variety,
      pledgeGoods: seeded.pledge_goods,
      pledgeQuantity: terms.quantity,
      pledgeValue: terms.pledgeValue,
      loanToValue: terms.ltv,
      warehouseName: seeded.warehouse_name,
    });
    return row('tp_financeloanapplication', 'application_no = ?', no);
  };
  const distribute = (applicationId: string) =>
    post(`${TP}/financeloanapplication/distribution`, {
      id: applicationId,
      firstPartyName: '中原银行郑州分行',
      firstPartyStatus: 1,
      thirdPartyName: '北方粮安监管服务有限公司',
      thirdPartyStatus: 1,
    });
  /** Both agreements drafted and signed, the supervision over the pledge approved: ready to disburse. */
  const sign = async (applicationId: string) => {
    const loan = await ok(`${TP}/financeloanagreement/draft`, { applicationId });
    await ok(`${TP}/financeloanagreement/sign`, { id: loan.id });
    const pledge = await ok(`${TP}/financepledgeagreement/draft`, { applicationId });
    await ok(`${TP}/financepledgeagreement/send`, { id: pledge.id });
    await ok(`${TP}/financepledgeagreement/sign`, { id: pledge.id });
    const authNo = `JGP${Date.now().toString(36)}${++serial}`;
    await ok(`${TP}/financesuperviseauth/submit`, {
      authNo,
      supervisorName: '北方粮安监管服务有限公司',
      warehouseName: pledge.warehouseName,
      pledgeAgreementNo: pledge.agreementNo,
      superviseScope: 2,
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
    });
    await ok(`${TP}/financesuperviseauth/approve`, { id: row('tp_financesuperviseauth', 'auth_no = ?', authNo).id });
    return {
      loanId: loan.id as string,
      loanNo: loan.agreementNo as string,
      pledgeId: pledge.id as string,
      pledgeNo: pledge.agreementNo as string,
      authNo,
    };
  };
  /** A loan signed and ready to disburse, with its pledge in force. */
  const signed = async (terms: LoanTermsInput = FINDING) => {
    const app = await apply(terms);
    const distributed = await distribute(app.id);
    if (!distributed.success) throw new Error(`distribution: ${distributed.msg}`);
    return { applicationId: app.id as string, ...(await sign(app.id)) };
  };

  return {
    post,
    ok,
    row,
    apply,
    distribute,
    sign,
    signed,
    disburse: (id: string, disburseDate?: string, reason?: string) =>
      post(`${TP}/financeloanagreement/disburse`, { id, disburseDate, reason }),
    repay: (id: string, repayAmount: number, repayDate?: string, reason?: string, token?: string) =>
      post(`${TP}/financeloanagreement/repay`, { id, repayAmount, repayDate, reason }, token),
    settle: (id: string, settleDate?: string, reason?: string) => post(`${TP}/financeloanagreement/settle`, { id, settleDate, reason }),
    release: (id: string, releaseQuantity: number) => post(`${TP}/financepledgeagreement/release`, { id, releaseQuantity }),
    markPrice: (id: string, price: number, priceDate?: string) =>
      post(`${TP}/financepledgeagreement/markPrice`, { id, source: 'finance', price, priceDate, note: '市场价下跌' }),
    marginCall: (id: string) => post(`${TP}/financepledgeagreement/marginCall`, { id, note: '通知补仓' }),
    topUp: (id: string, quantity: number) => post(`${TP}/financepledgeagreement/topUp`, { id, quantity, note: '补充质物' }),
    /** What the loan page shows (GET financeloanagreement/ledger). */
    ledger: async (id: string) => (await server.getJson(`${TP}/financeloanagreement/ledger?id=${id}`)).data,
  };
}

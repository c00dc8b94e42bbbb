import { useTestServer } from '../../testing/test-server';
import { daysFromToday, loanJourney } from '../../testing/loan-journey';
import { loanInvariants } from '../ledger/loan-invariants';

/**
 * The lender's findings on the finance desk, each as a named test over HTTP on a fresh seeded database: interest that
 * accrues and is paid before principal, repayments never dated in the future, releases that keep the cover, warnings
 * at the warning and liquidation lines, settlement that discharges the pledge, and statements that move with the loan.
 */
const server = useTestServer();
const loans = loanJourney(server);
const TP = '/blade-tradePort';
const holds = (loanId: string) => expect(loanInvariants(server.db, '000000', loanId)).toEqual([]);
const snapshot = (loanId: string, pledgeId: string) =>
  JSON.stringify([
    server.db.prepare('SELECT * FROM tp_financeloanagreement WHERE id = ?').get(loanId),
    server.db.prepare('SELECT * FROM tp_financepledgeagreement WHERE id = ?').get(pledgeId),
    server.db.prepare('SELECT id FROM tp_ledger_entry WHERE loan_id = ?').all(loanId),
    server.db.prepare('SELECT id FROM tp_financeloanrepayment WHERE agreement_id = ?').all(loanId),
    server.db.prepare('SELECT COUNT(*) FROM tp_financialdetails').get(),
  ]);

describe('loan ledger: the lender’s findings', () => {
  it('interest accrues on the principal outstanding and is paid before it; 已结清 only once interest is paid too', async () => {
    const loan = await loans.signed();
    // Disbursed 60 days ago (back-dated, with its reason), ¥300,000 repaid 30 days ago, the rest settled today.
    expect((await loans.disburse(loan.loanId, daysFromToday(-60), '放款凭证补登')).success).toBe(true);
    const first = await loans.repay(loan.loanId, 300_000, daysFromToday(-30), '银行回单补登');
    expect(first.data.outstandingPrincipal).toBe(504_333.33);
    let page = await loans.ledger(loan.loanId);
    expect(page.repayments).toEqual([
      expect.objectContaining({ repayAmount: 300_000, interestAmount: 4_333.33, principalAmount: 295_666.67, penaltyAmount: 0 }),
    ]);
    expect(page.figures).toMatchObject({
      outstanding: 504_333.33,
      interestAccrued: 7_065.14,
      interestDue: 2_731.81,
      owed: 507_065.14,
      dayBasis: 360,
    });
    // 按月付息到期还本: the interest of the month (with the ¥2,731.81 unpaid today) on the next anniversary, the rest with the principal.
    expect(page.schedule.at(-1)).toEqual(expect.objectContaining({ date: daysFromToday(30), principal: 504_333.33 }));
    expect(page.schedule.reduce((sum: number, row: any) => sum + row.interest, 0)).toBeCloseTo(5_463.61, 2);
    // Paying the principal only leaves the interest owed: not settled, and ¥1 more is still taken.
    expect((await loans.repay(loan.loanId, 504_333.33)).data.agreementStatus).toBe(2);
    page = await loans.ledger(loan.loanId);
    expect(page.figures).toMatchObject({ outstanding: 2_731.81, interestDue: 0, owed: 2_731.81 });
    holds(loan.loanId);
    expect((await loans.settle(loan.loanId)).data).toMatchObject({ agreementStatus: 4, outstandingPrincipal: 0, interestRepaid: 7_065.14 });
    expect((await loans.repay(loan.loanId, 1)).msg).toBe(
      `当前状态不允许此操作: 借款合同 ${loan.loanNo} 为「已结清」，还款仅限「还款中」/「已逾期」状态`,
    );
    page = await loans.ledger(loan.loanId);
    expect(page.figures).toMatchObject({ disbursed: 800_000, principalRepaid: 800_000, interestRepaid: 7_065.14, owed: 0, paidUp: true });
    expect(page.entries.map((entry: any) => entry.entryType)).toEqual([
      'disbursement',
      'accrual',
      'repayment_interest',
      'repayment_principal',
      'accrual',
      'repayment_interest',
      'repayment_principal',
      'repayment_principal',
    ]);
    holds(loan.loanId);
  });

  it('refuses repayments dated in the future; a back-dated one needs a reason and the right to back-date; neither changes anything', async () => {
    const loan = await loans.signed();
    expect((await loans.disburse(loan.loanId, daysFromToday(1))).msg).toBe(`日期 ${daysFromToday(1)} 晚于今天，不能登记未发生的款项`);
    expect((await loans.disburse(loan.loanId, daysFromToday(-10))).msg).toBe(`放款日期 ${daysFromToday(-10)} 早于今天，补登须填写原因`);
    expect((await loans.disburse(loan.loanId, daysFromToday(-10), '补登')).success).toBe(true);
    const before = snapshot(loan.loanId, loan.pledgeId);
    expect((await loans.repay(loan.loanId, 300_000, '2027-01-11')).msg).toBe('日期 2027-01-11 晚于今天，不能登记未发生的款项');
    expect((await loans.repay(loan.loanId, 500_000, '2027-02-25')).msg).toBe('日期 2027-02-25 晚于今天，不能登记未发生的款项');
    expect((await loans.repay(loan.loanId, 1_000, daysFromToday(-1))).msg).toBe(`还款日期 ${daysFromToday(-1)} 早于今天，补登须填写原因`);
    expect((await loans.repay(loan.loanId, 1_000, daysFromToday(-11), '补登')).msg).toBe(
      `还款日期 ${daysFromToday(-11)} 早于本笔借款上一笔资金往来日期 ${daysFromToday(-10)}，不能插入其前`,
    );
    // The boss, given the repay button but not 补登历史款项, may record today's money only.
    const boss = (await server.login('boss')).access_token;
    const bossRole = server.db.prepare("SELECT role_id FROM blade_user WHERE account = 'boss' AND tenant_id = '000000'").get() as {
      role_id: string;
    };
    const repayMenu = server.db.prepare("SELECT id FROM blade_menu WHERE code = 'financeloanagreement_repay'").get() as { id: string };
    server.db
      .prepare("INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES ('test-boss-repay', ?, ?)")
      .run(repayMenu.id, bossRole.role_id.split(',')[0]);
    expect(await loans.repay(loan.loanId, 1_000, daysFromToday(-1), '银行回单补登', boss)).toMatchObject({ status: 403 });
    expect(snapshot(loan.loanId, loan.pledgeId)).toBe(before);
    expect((await loans.repay(loan.loanId, 1_000, daysFromToday(-1), '银行回单补登')).success).toBe(true);
    expect((await loans.repay(loan.loanId, 1_000, undefined, undefined, boss)).success).toBe(true);
    const page = await loans.ledger(loan.loanId);
    // Nine days' interest on ¥800,000 (¥1,300) takes all of the first; the second pays the tenth day's and the rest goes to principal.
    expect(page.repayments.map((r: any) => [r.repayDate, r.interestAmount, r.principalAmount, r.backDateReason])).toEqual([
      [daysFromToday(-1), 1_000, 0, '银行回单补登'],
      [daysFromToday(0), 444.44, 555.56, ''],
    ]);
    expect(page.entries.filter((entry: any) => entry.reason === '银行回单补登').length).toBeGreaterThan(0);
    holds(loan.loanId);
  });

  it('releases only what keeps the cover at the warning line and what the principal repaid pays for; warns at the lines; records margin calls and top-ups', async () => {
    const loan = await loans.signed();
    expect((await loans.disburse(loan.loanId)).success).toBe(true);
    // The finding: 200 t straight after disbursement would leave ¥726,000 against ¥800,000 (90.75 %).
    const before = snapshot(loan.loanId, loan.pledgeId);
    expect((await loans.release(loan.pledgeId, 200)).msg).toBe(
      '解押 200 吨后质物价值 726000.00 元，覆盖率 90.75% 低于预警线 115%（敞口 800000.00 元，单价 2420），本次最多可解押 0 吨',
    );
    expect(snapshot(loan.loanId, loan.pledgeId)).toBe(before);
    // ¥300,000 repaid today (no interest yet) frees at most 300,000 ÷ (2,420 × 70 %) = 177.095 t; the cover allows 262.396 t.
    expect((await loans.repay(loan.loanId, 300_000)).success).toBe(true);
    let page = await loans.ledger(loan.loanId);
    expect(page.pledge.cover).toMatchObject({ cover: 242, releasable: 177.095, status: 0, price: 2420, priceSource: 'agreement' });
    expect((await loans.release(loan.pledgeId, 177.096)).msg).toMatch(/^累计解押 177.096 吨超过已还本金可释放的 177.095 吨/);
    expect((await loans.release(loan.pledgeId, 100)).data).toMatchObject({ agreementStatus: 3, releasedQuantity: 100, coverRatio: 193.6 });
    expect(loans.row('tp_pickupgoods', 'pledge_agreement_no = ?', loan.pledgeNo)).toMatchObject({ apply_quantity: 100, pickup_status: 5 });

    // The market falls: at ¥1,400 the 400 t cover 112 % (under the warning line), at ¥1,300 104 % (under liquidation).
    expect((await loans.marginCall(loan.pledgeId)).msg).toBe(`质押协议 ${loan.pledgeNo} 覆盖率 193.6% 未低于预警线 115%，无需追加担保`);
    expect((await loans.markPrice(loan.pledgeId, 1_400)).data).toMatchObject({ markPrice: 1_400, coverRatio: 112, coverStatus: 1 });
    const reminders = async () =>
      ((await server.getJson(`${TP}/upcominglog/threeDayList`)).data as any[]).filter((item) => item.relatedNo === loan.pledgeNo);
    expect(await reminders()).toEqual([
      expect.objectContaining({ remindType: 7, title: `质押协议 ${loan.pledgeNo} 覆盖率 112% 低于预警线 115%` }),
    ]);
    expect((await loans.markPrice(loan.pledgeId, 1_300)).data).toMatchObject({ coverRatio: 104, coverStatus: 2 });
    expect(await reminders()).toEqual([expect.objectContaining({ title: `质押协议 ${loan.pledgeNo} 覆盖率 104% 低于平仓线 105%` })]);
    expect((await loans.release(loan.pledgeId, 1)).msg).toMatch(/覆盖率 103\.74% 低于预警线 115%/);
    expect((await loans.markPrice(loan.pledgeId, 1_500, daysFromToday(1))).msg).toBe(
      `日期 ${daysFromToday(1)} 晚于今天，不能登记未发生的款项`,
    );
    expect((await loans.marginCall(loan.pledgeId)).success).toBe(true);
    // A top-up of 60 t brings 460 t × ¥1,300 = ¥598,000 against ¥500,000: 119.6 %, and the reminder closes.
    expect((await loans.topUp(loan.pledgeId, 60)).data).toMatchObject({ pledgeQuantity: 560, coverRatio: 119.6, coverStatus: 0 });
    expect(await reminders()).toEqual([]);
    page = await loans.ledger(loan.loanId);
    expect(page.pledge.events.map((event: any) => [event.eventType, event.coverBefore, event.coverAfter])).toEqual([
      ['top_up', 104, 119.6],
      ['margin_call', 104, 104],
    ]);
    expect(page.pledge.events[1].amount).toBe(55_000);
    expect(page.pledge.marks.map((mark: any) => mark.price)).toEqual([1_300, 1_400]);
    holds(loan.loanId);
  });

  it('settlement discharges the pledge in the same step: every tonne released, 全部解押, the supervision ended', async () => {
    const loan = await loans.signed();
    expect((await loans.disburse(loan.loanId)).success).toBe(true);
    expect((await loans.repay(loan.loanId, 300_000)).success).toBe(true);
    expect((await loans.release(loan.pledgeId, 100)).success).toBe(true);
    expect((await loans.settle(loan.loanId)).data).toMatchObject({ agreementStatus: 4, outstandingPrincipal: 0 });
    expect(loans.row('tp_financepledgeagreement', 'id = ?', loan.pledgeId)).toMatchObject({
      agreement_status: 4,
      released_quantity: 500,
      pledge_quantity: 500,
    });
    expect(loans.row('tp_financesuperviseauth', 'auth_no = ?', loan.authNo)).toMatchObject({
      auth_status: 2,
      remark: `借款合同 ${loan.loanNo} 结清，监管结束`,
    });
    expect(loans.row('tp_pickupgoods', 'pledge_agreement_no = ? AND apply_quantity = 400', loan.pledgeNo)).toMatchObject({
      pickup_status: 5,
      remark: `借款合同 ${loan.loanNo} 结清，质物全部解押`,
    });
    expect(loans.row('tp_financeloanapplication', 'id = ?', loan.applicationId)).toMatchObject({
      loan_status: 7,
      outstanding_principal: 0,
    });
    expect((await loans.release(loan.pledgeId, 1)).msg).toBe(
      `当前状态不允许此操作: 质押协议 ${loan.pledgeNo} 为「全部解押」，解押仅限「质押中」/「部分解押」状态`,
    );
    holds(loan.loanId);
  });

  it('moves 财务明细 totals, the borrower’s 融资对账单 and the home page with the loan’s entries', async () => {
    const totals = async () => (await server.getJson(`${TP}/financialdetails/statisticsFinancial`)).data;
    const start = await totals();
    const loan = await loans.signed();
    expect((await loans.disburse(loan.loanId, daysFromToday(-30), '补登')).success).toBe(true);
    const disbursed = await totals();
    expect(disbursed.totalExpense).toBeCloseTo(start.totalExpense + 800_000, 2);
    // A fee received is its own dated entry: income in 财务明细, not part of what the loan owes.
    expect((await loans.post(`${TP}/financeloanagreement/fee`, { id: loan.loanId, feeAmount: 2_000, note: '监管服务费' })).success).toBe(
      true,
    );
    expect((await loans.ledger(loan.loanId)).figures).toMatchObject({ fees: 2_000, owed: 804_333.33 });
    expect((await loans.settle(loan.loanId)).success).toBe(true);
    const settled = await totals();
    // 30 days' interest: ¥4,333.33.
    expect(settled.totalIncome).toBeCloseTo(start.totalIncome + 804_333.33 + 2_000, 2);
    expect(settled.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemType: 3 }),
        expect.objectContaining({ itemType: 6 }),
        expect.objectContaining({ itemType: 7 }),
      ]),
    );
    const borrower = loans.row('tp_financeloanagreement', 'id = ?', loan.loanId).borrower_id;
    const statements = server.db
      .prepare(
        'SELECT period, increase_amount, decrease_amount, closing_balance FROM tp_financialstatements WHERE customer_id = ? AND statement_type = 3 ORDER BY period',
      )
      .all(borrower) as any[];
    expect(statements.length).toBeGreaterThan(0);
    const listed = (await server.getJson(`${TP}/financialStatements/list?statementType=3&size=100`)).data.records as any[];
    expect(listed.filter((row) => row.customerId === borrower).length).toBe(statements.length);
    holds(loan.loanId);
  });
});

import fc from 'fast-check';
import { useTestServer } from '../../testing/test-server';
import { daysFromToday, FINDING, loanJourney } from '../../testing/loan-journey';
import { loanInvariants } from './loan-invariants';

/**
 * Random sequences of the real finance actions (apply, distribute, sign, disburse, repay any amount on any past date,
 * release tonnes, mark the price, settle) on up to three loans at once, against the embedded service. After every step
 * each loan keeps its invariants (loan-invariants.ts: outstanding = disbursed − principal repaid ≥ 0, interest
 * recognised = the formula over the entries, 已结清 ⇔ all paid ⇔ pledge discharged, 资金流水 and 融资对账单 = the
 * ledger's sums), a release that was accepted left the cover at or above the warning line and within repaid ÷
 * (price × LTV), and an action the service refused changed nothing. fast-check shrinks a failure to a minimal sequence.
 */
const server = useTestServer();
const loans = loanJourney(server);

type Stage = 'applied' | 'distributed' | 'signed';
type Loan = { applicationId: string; stage: Stage; loanId?: string; pledgeId?: string };
type Step =
  | { kind: 'apply' }
  | { kind: 'distribute' | 'sign'; loan: number }
  | { kind: 'disburse'; loan: number; back: number }
  | { kind: 'repay'; loan: number; share: number; back: number }
  | { kind: 'release'; loan: number; share: number }
  | { kind: 'mark'; loan: number; factor: number; back: number }
  | { kind: 'settle'; loan: number; back: number };

/** Mostly the first loan (the one signed at the start), so that its money moves far. */
const loan = fc.constantFrom(0, 0, 0, 1, 2);
/** Days back: mostly today or a few days, now and then tomorrow (refused) or a long way back. */
const back = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(0, 0, 1, 2, 5, -1) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 120 }) },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'apply' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('distribute' as const, 'sign' as const), loan }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('disburse' as const), loan, back: fc.integer({ min: -1, max: 120 }) }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('repay' as const), loan, share: fc.double({ min: 0.001, max: 1.1, noNaN: true }), back }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('release' as const), loan, share: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('mark' as const),
      loan,
      factor: fc.double({ min: 0.5, max: 1.4, noNaN: true }),
      back: fc.integer({ min: -1, max: 5 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), loan, back: fc.integer({ min: -1, max: 30 }) }) },
);
const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Everything a finance action may write for these applications: a refused one must leave it byte for byte. */
function snapshot(applicationIds: string[]) {
  const inList = applicationIds.map(() => '?').join(',');
  const all = (sql: string) => server.db.prepare(sql).all(...applicationIds);
  const loanIds = `SELECT id FROM tp_financeloanagreement WHERE application_id IN (${inList})`;
  const pledgeNos = `SELECT agreement_no FROM tp_financepledgeagreement WHERE application_id IN (${inList})`;
  return JSON.stringify([
    all(`SELECT * FROM tp_financeloanapplication WHERE id IN (${inList}) ORDER BY id`),
    all(`SELECT * FROM tp_financeloanagreement WHERE application_id IN (${inList}) ORDER BY id`),
    all(`SELECT * FROM tp_financepledgeagreement WHERE application_id IN (${inList}) ORDER BY id`),
    all(`SELECT id FROM tp_ledger_entry WHERE loan_id IN (${loanIds}) ORDER BY id`),
    all(`SELECT * FROM tp_financeloanrepayment WHERE agreement_id IN (${loanIds}) ORDER BY id`),
    all(`SELECT * FROM tp_financesuperviseauth WHERE pledge_agreement_no IN (${pledgeNos}) ORDER BY id`),
    all(`SELECT id FROM tp_pickupgoods WHERE pledge_agreement_no IN (${pledgeNos}) ORDER BY id`),
    all(`SELECT * FROM tp_upcominglog WHERE related_no IN (${pledgeNos}) ORDER BY id`),
    server.db.prepare('SELECT COUNT(*) AS n FROM tp_financialdetails').get(),
    server.db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(closing_balance), 0) AS s FROM tp_financialstatements').get(),
    server.db.prepare('SELECT COUNT(*) AS n FROM tp_financepricemark').get(),
  ]);
}

const reason = (days: number) => (days > 0 ? '随机补登' : undefined);

async function run(pool: Loan[], action: Step): Promise<{ success: boolean; msg: string }> {
  if (action.kind === 'apply') {
    const app = await loans.apply({ ...FINDING, termDays: 30 + pool.length * 30 });
    pool.push({ applicationId: app.id, stage: 'applied' });
    return { success: true, msg: '' };
  }
  const target = pool[action.loan % Math.max(1, pool.length)];
  if (!target) return { success: false, msg: 'no loan' };
  switch (action.kind) {
    case 'distribute': {
      const answer = await loans.distribute(target.applicationId);
      if (answer.success) target.stage = 'distributed';
      return answer;
    }
    case 'sign': {
      if (target.stage !== 'distributed') return { success: false, msg: 'not distributed' };
      const ids = await loans.sign(target.applicationId);
      Object.assign(target, { stage: 'signed', loanId: ids.loanId, pledgeId: ids.pledgeId });
      return { success: true, msg: '' };
    }
    default:
      break;
  }
  if (!target.loanId || !target.pledgeId) return { success: false, msg: 'not signed' };
  const page = await loans.ledger(target.loanId);
  switch (action.kind) {
    case 'disburse':
      return loans.disburse(target.loanId, daysFromToday(-action.back), reason(action.back));
    case 'repay':
      return loans.repay(
        target.loanId,
        Math.max(0.01, round2(Math.max(page.figures.owed, 1000) * action.share)),
        daysFromToday(-action.back),
        reason(action.back),
      );
    case 'release': {
      const pledge = loans.row('tp_financepledgeagreement', 'id = ?', target.pledgeId);
      const answer = await loans.release(
        target.pledgeId,
        Math.max(0.001, round3((pledge.pledge_quantity - pledge.released_quantity) * action.share)),
      );
      if (answer.success) {
        // An accepted release left the cover at or above the warning line, within what the principal repaid frees.
        const after = (await loans.ledger(target.loanId)).pledge;
        if (after.cover && after.cover.cover !== null)
          expect([action, after.cover.cover >= after.cover.warningLine]).toEqual([action, true]);
        if (after.cover)
          expect([
            action,
            after.released * after.cover.price * (after.cover.loanToValue / 100) <= page.figures.principalRepaid + 0.01,
          ]).toEqual([action, true]);
      }
      return answer;
    }
    case 'mark': {
      const pledge = loans.row('tp_financepledgeagreement', 'id = ?', target.pledgeId);
      return loans.markPrice(target.pledgeId, round2(pledge.pledge_price * action.factor), daysFromToday(-action.back));
    }
    case 'settle':
      return loans.settle(target.loanId, daysFromToday(-action.back), reason(action.back));
  }
}

describe('loan invariants under random sequences of real finance actions', () => {
  it('hold after every step; accepted releases keep the cover; refused actions change nothing', async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 6, maxLength: 30, size: 'max' }),
        fc.option(fc.integer({ min: 0, max: 100 })),
        async (steps, disbursedBack) => {
          // One loan signed to start from, mostly already disbursed some days ago; the steps apply for more.
          const first = await loans.signed({ ...FINDING, termDays: 90 });
          if (disbursedBack !== null)
            expect((await loans.disburse(first.loanId, daysFromToday(-disbursedBack), reason(disbursedBack))).success).toBe(true);
          const pool: Loan[] = [{ applicationId: first.applicationId, stage: 'signed', loanId: first.loanId, pledgeId: first.pledgeId }];
          for (const action of steps) {
            const applications = pool.map((item) => item.applicationId);
            // The calendar's states (已逾期) move on any finance read first, so that only the action can change what follows.
            await server.getJson('/blade-tradePort/financeloanagreement/list?size=1');
            const before = snapshot(applications);
            const answer = await run(pool, action);
            if (!answer.success) expect([action, answer.msg, snapshot(applications) === before]).toEqual([action, answer.msg, true]);
            for (const item of pool)
              if (item.loanId)
                expect([action, item.loanId, loanInvariants(server.db, '000000', item.loanId)]).toEqual([action, item.loanId, []]);
          }
        },
      ),
      { numRuns: 25, interruptAfterTimeLimit: 25_000, markInterruptAsFailure: false },
    );
    expect(Date.now() - started).toBeLessThan(40_000);
  }, 45_000);
});

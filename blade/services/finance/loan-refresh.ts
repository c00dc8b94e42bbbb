import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { loanFigures, loanRecordOrThrow, type LoanFigures } from '../ledger/loan-projection';
import { coverFigures, isPledgeInForce, valuation, type CoverFigures, type PledgeRecord } from './collateral';
import { exposureOf, loanOfPledge, loanToValue, pledgeOfLoan } from './loan-links';
import { refreshLoanStatements } from './loan-statements';
import { syncRiskReminder } from './risk-reminders';
import { AUTH, LOAN, LOAN_APPLICATION, PLEDGE } from './machines';
import { today } from './time-driven';

/**
 * Re-reads a loan's projection after a write, inside that write's transaction, and moves what follows from it:
 * the copies on the agreement and the application, 已结清 once principal, interest and penalty are all paid — which
 * in the same step discharges the pledge (every tonne released, 全部解押, the supervision authorisations naming it
 * ended) — the pledge's cover and its 质押风险 reminder, and the borrower's 融资对账单.
 */
export type Writer = { tenantId: string; userId: string };

/** Inserts a row with its audit columns (`at`: when it was written, now by default). */
export function insertAudited(db: Db, writer: Writer, table: string, values: Record<string, unknown>, at = formatDateTime()): void {
  const now = at;
  const row = {
    id: nextId(),
    tenant_id: writer.tenantId,
    ...values,
    create_user: writer.userId,
    create_dept: '',
    create_time: now,
    update_user: writer.userId,
    update_time: now,
    status: 1,
    is_deleted: 0,
  };
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(row));
}

function update(db: Db, writer: Writer, table: string, id: string, changes: Record<string, unknown>): void {
  const entries = Object.entries(changes);
  db.prepare(
    `UPDATE ${table} SET ${entries.map(([column]) => `${column} = ?`).join(', ')}, update_user = ?, update_time = ? WHERE id = ?`,
  ).run(...entries.map(([, value]) => value), writer.userId, formatDateTime(), id);
}

/** The next 解押提货 number of the day (`JY yyyyMMdd nnn`, as the release action numbers them). */
function releaseNo(db: Db): string {
  const stem = `JY${today().replace(/-/g, '')}`;
  const last = db
    .prepare('SELECT release_no AS no FROM tp_pickupgoods WHERE release_no LIKE ? ORDER BY release_no DESC LIMIT 1')
    .get(`${stem}%`) as { no: string } | undefined;
  return `${stem}${String(Number(last?.no.slice(stem.length) ?? 0) + 1).padStart(3, '0')}`;
}

/** Settlement's discharge: the rest of the collateral leaves the pledge and its supervision ends. */
export function dischargePledge(db: Db, writer: Writer, pledge: PledgeRecord, loanNo: string): void {
  const remaining = Math.round((pledge.pledge_quantity - (pledge.released_quantity ?? 0)) * 1000) / 1000;
  const now = formatDateTime();
  if (remaining > 0) {
    insertAudited(db, writer, 'tp_pickupgoods', {
      release_no: releaseNo(db),
      pledge_agreement_no: pledge.agreement_no,
      commodity_no: pledge.commodity_no ?? '',
      goods_name: '',
      owner_id: '',
      owner_name: pledge.pledgor_name,
      warehouse_name: pledge.warehouse_name ?? '',
      apply_quantity: remaining,
      approved_quantity: remaining,
      apply_time: now,
      release_time: now,
      pickup_status: 5,
      remark: `借款合同 ${loanNo} 结清，质物全部解押`,
    });
  }
  update(db, writer, 'tp_financepledgeagreement', pledge.id, {
    released_quantity: pledge.pledge_quantity,
    agreement_status: PLEDGE.released,
    cover_ratio: null,
    cover_status: 0,
  });
  if (pledge.commodity_no) {
    db.prepare(
      'UPDATE tp_goodscommodity SET pledged_quantity = 0, commodity_status = 4, update_time = ? WHERE tenant_id = ? AND commodity_no = ? AND is_deleted = 0',
    ).run(now, writer.tenantId, pledge.commodity_no);
  }
  db.prepare(`UPDATE tp_financesuperviseauth SET auth_status = ?, valid_to = ?, remark = ?, update_user = ?, update_time = ?
      WHERE tenant_id = ? AND pledge_agreement_no = ? AND is_deleted = 0 AND auth_status IN (?, ?)`).run(
    AUTH.revoked,
    today(),
    `借款合同 ${loanNo} 结清，监管结束`,
    writer.userId,
    now,
    writer.tenantId,
    pledge.agreement_no,
    AUTH.pending,
    AUTH.active,
  );
  syncRiskReminder(db, pledge, null, writer.userId);
}

/** A pledge's cover as of today, stored on the agreement with its reminder; null when it is not in force. */
export function refreshCover(db: Db, writer: Writer, pledgeId: string): CoverFigures | null {
  const pledge = db.prepare('SELECT * FROM tp_financepledgeagreement WHERE id = ?').get(pledgeId) as PledgeRecord | undefined;
  if (!pledge) return null;
  if (!isPledgeInForce(pledge)) {
    syncRiskReminder(db, pledge, null, writer.userId);
    return null;
  }
  const price = valuation(db, pledge);
  const figures = coverFigures(pledge, price, exposureOf(db, loanOfPledge(db, pledge)), loanToValue(db, pledge));
  const stored = {
    mark_price: figures.price,
    mark_date: figures.priceDate || null,
    cover_ratio: figures.cover,
    cover_status: figures.status,
  };
  if (Object.entries(stored).some(([column, value]) => (pledge as unknown as Record<string, unknown>)[column] !== value))
    update(db, writer, 'tp_financepledgeagreement', pledge.id, stored);
  syncRiskReminder(db, pledge, figures, writer.userId);
  return figures;
}

export function refreshLoan(db: Db, writer: Writer, loanId: string): LoanFigures {
  const loan = loanRecordOrThrow(db, writer.tenantId, loanId);
  const figures = loanFigures(db, writer.tenantId, loanId);
  const settles = figures.paidUp && (loan.agreement_status === LOAN.repaying || loan.agreement_status === LOAN.overdue);
  const stored = {
    outstanding_principal: figures.outstanding,
    repaid_principal: figures.principalRepaid,
    interest_repaid: figures.interestRepaid,
    penalty_repaid: figures.penaltyRepaid,
    agreement_status: settles ? LOAN.settled : loan.agreement_status,
  };
  if (Object.entries(stored).some(([column, value]) => (loan as unknown as Record<string, unknown>)[column] !== value))
    update(db, writer, 'tp_financeloanagreement', loan.id, stored);
  if (loan.application_id) {
    update(db, writer, 'tp_financeloanapplication', loan.application_id, {
      outstanding_principal: figures.outstanding,
      ...(settles ? { loan_status: LOAN_APPLICATION.settled } : {}),
    });
  }
  const pledge = pledgeOfLoan(db, loan);
  if (pledge) {
    if (settles && isPledgeInForce(pledge)) dischargePledge(db, writer, pledge, loan.agreement_no);
    else refreshCover(db, writer, pledge.id);
  }
  refreshLoanStatements(db, writer.tenantId, { id: loan.borrower_id ?? '', name: loan.borrower_name }, writer.userId);
  return figures;
}

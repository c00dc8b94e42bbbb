import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import type { EntryRow } from './entries';

/**
 * The monthly statements of account (对账单, tp_financialstatements) of each trade party, derived from the ledger
 * (entries.ts) and rewritten from an entry's month onwards whenever an entry is written, in the same transaction:
 * - 货款对账单 (statement_type 1): increase = invoiced (invoice − credit note), decrease = paid (payments − refunds +
 *   deposit applied to the goods); closing = what the party owes on its invoices (negative: paid ahead);
 * - 保证金对账单 (statement_type 2): increase = deposit received, decrease = deducted + released + refunded +
 *   forfeited; closing = the deposit held.
 * A month appears once the party has an entry dated in it; opening = the closing before it, so each statement reads
 * opening + increase − decrease = closing and the latest closing equals the ledger's sums. Their numbers start with
 * LD (the demo seed's hand-made statements start with DZ). A statement already confirmed (对账状态 已确认) whose
 * figures change through a back-dated entry becomes 有差异, saying so.
 */
export const STATEMENT_TYPES = { goods: 1, deposit: 2 } as const;
const SIGNS: Record<1 | 2, { increase: Partial<Record<string, 1 | -1>>; decrease: Partial<Record<string, 1 | -1>> }> = {
  1: { increase: { invoice: 1, credit_note: -1 }, decrease: { payment: 1, refund: -1, deposit_deducted: 1 } },
  2: {
    increase: { deposit_received: 1 },
    decrease: { deposit_deducted: 1, deposit_released: 1, deposit_refunded: 1, deposit_forfeited: 1 },
  },
};
const RECONCILE = { pending: 0, confirmed: 1, differs: 2 } as const;
const round2 = (value: number) => Math.round(value * 100) / 100;

type Movement = { period: string; entry_type: string; amount: number };
export type StatementFigures = { period: string; opening: number; increase: number; decrease: number; closing: number };

/** The party's statements of one type, month by month, from its ledger entries (oldest first). */
export function statementsOf(db: Db, tenantId: string, partyName: string, type: 1 | 2): StatementFigures[] {
  const movements = db
    .prepare(`SELECT substr(entry_date, 1, 7) AS period, entry_type, SUM(amount) AS amount FROM tp_ledger_entry
    WHERE tenant_id = ? AND domain = 'trade' AND party_name = ? GROUP BY period, entry_type ORDER BY period`)
    .all(tenantId, partyName) as Movement[];
  const signs = SIGNS[type];
  const months = new Map<string, { increase: number; decrease: number }>();
  for (const movement of movements) {
    // A month is on the statement once the party has an entry of its kinds in it (a reversed payment nets to 0 and stays).
    if (signs.increase[movement.entry_type] === undefined && signs.decrease[movement.entry_type] === undefined) continue;
    const month = months.get(movement.period) ?? { increase: 0, decrease: 0 };
    month.increase += (signs.increase[movement.entry_type] ?? 0) * movement.amount;
    month.decrease += (signs.decrease[movement.entry_type] ?? 0) * movement.amount;
    months.set(movement.period, month);
  }
  let opening = 0;
  return [...months.entries()].map(([period, month]) => {
    const figures = {
      period,
      opening: round2(opening),
      increase: round2(month.increase),
      decrease: round2(month.decrease),
      closing: round2(opening + month.increase - month.decrease),
    };
    opening = figures.closing;
    return figures;
  });
}

const lastDay = (period: string) =>
  new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** Rewrites the party's ledger statements from `fromPeriod` on (inside the caller's transaction). */
export function refreshStatements(db: Db, tenantId: string, partyId: string | null, partyName: string, fromPeriod: string): void {
  const now = formatDateTime();
  for (const type of [STATEMENT_TYPES.goods, STATEMENT_TYPES.deposit]) {
    for (const figures of statementsOf(db, tenantId, partyName, type).filter((statement) => statement.period >= fromPeriod)) {
      const found = db
        .prepare(`SELECT id, opening_balance, increase_amount, decrease_amount, closing_balance, reconcile_status FROM tp_financialstatements
        WHERE tenant_id = ? AND customer_name = ? AND statement_type = ? AND period = ? AND statement_no LIKE 'LD%' AND is_deleted = 0`)
        .get(tenantId, partyName, type, figures.period) as
        | {
            id: string;
            opening_balance: number;
            increase_amount: number;
            decrease_amount: number;
            closing_balance: number;
            reconcile_status: number;
          }
        | undefined;
      const values = {
        opening_balance: figures.opening,
        increase_amount: figures.increase,
        decrease_amount: figures.decrease,
        closing_balance: figures.closing,
      };
      if (found) {
        const changed = Object.entries(values).some(
          ([column, value]) => Math.abs(Number((found as Record<string, unknown>)[column]) - value) >= 0.005,
        );
        if (!changed) continue;
        const differs = found.reconcile_status === RECONCILE.confirmed;
        db.prepare(`UPDATE tp_financialstatements SET opening_balance = ?, increase_amount = ?, decrease_amount = ?, closing_balance = ?,
          reconcile_status = ?, remark = ?, update_time = ? WHERE id = ?`).run(
          ...Object.values(values),
          differs ? RECONCILE.differs : found.reconcile_status,
          differs ? '确认后有补记分录，请重新对账' : '',
          now,
          found.id,
        );
        continue;
      }
      const id = nextId();
      const row = {
        id,
        tenant_id: tenantId,
        statement_no: `LD${figures.period.replace('-', '')}${type}${id.slice(-8)}`,
        customer_id: partyId ?? '',
        customer_name: partyName,
        statement_type: type,
        period: figures.period,
        start_date: `${figures.period}-01`,
        end_date: lastDay(figures.period),
        ...values,
        reconcile_status: RECONCILE.pending,
        confirm_time: '',
        remark: '',
        create_user: '',
        create_time: now,
        update_user: '',
        update_time: now,
        status: 1,
        is_deleted: 0,
      };
      db.prepare(
        `INSERT INTO tp_financialstatements (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row)
          .map(() => '?')
          .join(', ')})`,
      ).run(...Object.values(row));
    }
  }
}

/** Called for every trade entry written (entries.ts): the party's statements from the entry's month on follow it. */
export function statementEntry(db: Db, entry: EntryRow): void {
  if (entry.domain !== 'trade') return;
  refreshStatements(db, entry.tenant_id, entry.party_id, entry.party_name, entry.entry_date.slice(0, 7));
}

/** The rules a party's stored statements keep against its ledger entries; answers every one broken. */
export function statementInvariants(db: Db, tenantId: string, partyName: string): string[] {
  const broken: string[] = [];
  for (const type of [STATEMENT_TYPES.goods, STATEMENT_TYPES.deposit]) {
    const expected = statementsOf(db, tenantId, partyName, type);
    const stored = db
      .prepare(`SELECT period, opening_balance AS opening, increase_amount AS increase, decrease_amount AS decrease, closing_balance AS closing
      FROM tp_financialstatements WHERE tenant_id = ? AND customer_name = ? AND statement_type = ? AND statement_no LIKE 'LD%' AND is_deleted = 0 ORDER BY period`)
      .all(tenantId, partyName, type) as StatementFigures[];
    if (JSON.stringify(stored) !== JSON.stringify(expected))
      broken.push(`statements ${type} of ${partyName} ≠ ledger sums: ${JSON.stringify(stored)} vs ${JSON.stringify(expected)}`);
    for (const row of stored) {
      if (Math.abs(row.opening + row.increase - row.decrease - row.closing) >= 0.005)
        broken.push(`statement ${type} ${row.period} of ${partyName}: opening + increase − decrease ≠ closing`);
    }
  }
  return broken;
}

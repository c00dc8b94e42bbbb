import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { journalEntry } from './journal';
import { statementEntry } from './trade-statements';

/**
 * The one ledger of money (migration `ledger` in db/migrations.ts): entries are written here and nowhere else, once.
 * A trade entry belongs to an order and its buyer; a loan entry to a loan and its borrower. Amounts are positive
 * in the sense of their type; a reversal repeats the type with the opposite sign and names the entry, who and why.
 */
export const TRADE_ENTRY_TYPES = [
  'payment',
  'refund',
  'deposit_received',
  'deposit_deducted',
  'deposit_released',
  'deposit_refunded',
  'deposit_forfeited',
  'invoice',
  'credit_note',
] as const;
/** `accrual` recognises interest, `penalty_accrual` penalty interest, up to the entry's date (loan-projection.ts). */
export const LOAN_ENTRY_TYPES = [
  'disbursement',
  'repayment_principal',
  'repayment_interest',
  'repayment_penalty',
  'accrual',
  'penalty_accrual',
  'fee',
] as const;
export type TradeEntryType = (typeof TRADE_ENTRY_TYPES)[number];
export type LoanEntryType = (typeof LOAN_ENTRY_TYPES)[number];
export type EntryType = TradeEntryType | LoanEntryType;

/** Who wrote an entry: the account and the person's real name (not the nickname, which is often a role's name). */
export type Actor = { id: string; name: string };

export type EntryRow = {
  id: string;
  tenant_id: string;
  entry_no: string;
  domain: 'trade' | 'loan';
  entry_type: EntryType;
  order_no: string | null;
  loan_id: string | null;
  pickup_id: string | null;
  invoice_id: string | null;
  party_id: string | null;
  party_name: string;
  amount: number;
  quantity: number | null;
  entry_date: string;
  method: number | null;
  reference: string | null;
  note: string | null;
  reverses_id: string | null;
  reason: string | null;
  actor_id: string;
  actor_name: string;
  create_time: string;
};

export type NewEntry = {
  tenantId: string;
  domain: 'trade' | 'loan';
  type: EntryType;
  orderNo?: string;
  loanId?: string;
  pickupId?: string;
  invoiceId?: string;
  partyId?: string;
  partyName: string;
  amount: number;
  quantity?: number;
  date?: string;
  method?: number;
  reference?: string;
  note?: string;
  /** When it was written (the seed's history); now by default. */
  at?: string;
  /** Why money is recorded on an earlier day than it is written (a back-dated loan entry). */
  reason?: string;
};

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Today in Shanghai, `yyyy-MM-dd`. */
export const today = () => formatDateTime().slice(0, 10);

/** Refuses a date that is not a real `yyyy-MM-dd` or lies after today: money is recorded when it moved. */
export function assertEntryDate(date: string): void {
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
  if (!valid) throw new ServiceError('日期格式应为 yyyy-MM-dd');
  if (date > today()) throw new ServiceError(`日期 ${date} 晚于今天，不能登记未发生的款项`);
}

function entryNo(type: EntryType, id: string): string {
  return `LE${formatDateTime().slice(0, 10).replace(/-/g, '')}${type === 'payment' ? 'P' : 'X'}${id.slice(-8)}`;
}

/** Writes one entry (call inside the caller's transaction); answers its row. */
export function postEntry(db: Db, actor: Actor, entry: NewEntry): EntryRow {
  const amount = round2(entry.amount);
  if (!(Math.abs(amount) >= 0.01)) throw new ServiceError('金额必须大于0');
  const date = entry.date ?? today();
  assertEntryDate(date);
  const id = nextId();
  const row: EntryRow = {
    id,
    tenant_id: entry.tenantId,
    entry_no: entryNo(entry.type, id),
    domain: entry.domain,
    entry_type: entry.type,
    order_no: entry.orderNo ?? null,
    loan_id: entry.loanId ?? null,
    pickup_id: entry.pickupId ?? null,
    invoice_id: entry.invoiceId ?? null,
    party_id: entry.partyId ?? null,
    party_name: entry.partyName,
    amount,
    quantity: entry.quantity ?? null,
    entry_date: date,
    method: entry.method ?? null,
    reference: entry.reference ?? null,
    note: entry.note ?? null,
    reverses_id: null,
    reason: entry.reason?.trim() || null,
    actor_id: actor.id,
    actor_name: actor.name,
    create_time: entry.at ?? formatDateTime(),
  };
  insert(db, row);
  return row;
}

/** The reversing entry of `id`: same type, order or loan and party, the opposite amount, dated today, with who and why. */
export function reverseEntry(db: Db, actor: Actor, tenantId: string, id: string, reason: string): EntryRow {
  const original = db.prepare('SELECT * FROM tp_ledger_entry WHERE id = ? AND tenant_id = ?').get(id, tenantId) as EntryRow | undefined;
  if (!original) throw new ServiceError('分录不存在');
  if (original.reverses_id) throw new ServiceError(`分录 ${original.entry_no} 本身是冲正分录，不能再冲正`);
  const done = db.prepare('SELECT entry_no FROM tp_ledger_entry WHERE reverses_id = ?').get(id) as { entry_no: string } | undefined;
  if (done) throw new ServiceError(`分录 ${original.entry_no} 已由 ${done.entry_no} 冲正`);
  if (!reason.trim()) throw new ServiceError('请填写冲正原因');
  const newId = nextId();
  const row: EntryRow = {
    ...original,
    id: newId,
    entry_no: entryNo(original.entry_type, newId),
    amount: -original.amount,
    entry_date: today(),
    reverses_id: original.id,
    reason: reason.trim(),
    actor_id: actor.id,
    actor_name: actor.name,
    create_time: formatDateTime(),
  };
  insert(db, row);
  return row;
}

function insert(db: Db, row: EntryRow): void {
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO tp_ledger_entry (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
    ...Object.values(row),
  );
  journalEntry(db, row);
  statementEntry(db, row);
}

/** An order's entries, oldest first. */
export function orderEntries(db: Db, tenantId: string, orderNo: string): EntryRow[] {
  return db
    .prepare("SELECT * FROM tp_ledger_entry WHERE tenant_id = ? AND domain = 'trade' AND order_no = ? ORDER BY entry_date, create_time, id")
    .all(tenantId, orderNo) as EntryRow[];
}

/** A loan's entries, oldest first. */
export function loanEntries(db: Db, tenantId: string, loanId: string): EntryRow[] {
  return db
    .prepare("SELECT * FROM tp_ledger_entry WHERE tenant_id = ? AND domain = 'loan' AND loan_id = ? ORDER BY entry_date, create_time, id")
    .all(tenantId, loanId) as EntryRow[];
}
/** The net amount per entry type (reversals included). */
export function sumsByType(entries: readonly Pick<EntryRow, 'entry_type' | 'amount'>[]): Record<EntryType, number> {
  const sums = Object.fromEntries([...TRADE_ENTRY_TYPES, ...LOAN_ENTRY_TYPES].map((type) => [type, 0])) as Record<EntryType, number>;
  for (const entry of entries) sums[entry.entry_type] = round2(sums[entry.entry_type] + entry.amount);
  return sums;
}

import type { Context } from '../../http/router';
import type { CrudHooks } from '../../crud/controller';
import { formatDateTime } from '../../db/time';
import { placeholders } from '../shared/rows';
import { accountColumns, applyMovement, EMPTY_ACCOUNT, replay, type Movement } from './ledger';

/**
 * Fund accounts stay the replay of their ledger (ledger.ts): the account form never sets the figures, and every
 * ledger write or removal re-derives its account's balance, frozen and available amounts in the same transaction.
 */
type LogRow = { id: string; account_id: string | null; account_no: string; flow_type: number; amount: number; trade_time: string | null };
type AccountRow = { id: string; account_no: string };
const FIGURES = ['balance', 'frozen_amount', 'available_amount', 'total_recharge', 'total_withdraw'];

function accountOf(ctx: Context, key: { accountId?: unknown; accountNo?: unknown }): AccountRow | undefined {
  const tenantId = ctx.user?.tenantId ?? '';
  if (key.accountId)
    return ctx.db
      .prepare('SELECT id, account_no FROM tp_useraccount WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
      .get(String(key.accountId), tenantId) as AccountRow | undefined;
  if (key.accountNo)
    return ctx.db
      .prepare('SELECT id, account_no FROM tp_useraccount WHERE account_no = ? AND tenant_id = ? AND is_deleted = 0')
      .get(String(key.accountNo), tenantId) as AccountRow | undefined;
  return undefined;
}

/** The account's live ledger in time order (`without` leaves rows out, `replace` swaps one in). */
function ledgerOf(ctx: Context, account: AccountRow, without: readonly string[] = []): LogRow[] {
  const except = without.length > 0 ? `AND id NOT IN (${placeholders(without.length)})` : '';
  return ctx.db
    .prepare(`SELECT id, account_id, account_no, flow_type, amount, trade_time FROM tp_useraccountlog
              WHERE tenant_id = ? AND (account_id = ? OR account_no = ?) AND is_deleted = 0 ${except} ORDER BY trade_time, id`)
    .all(ctx.user?.tenantId ?? '', account.id, account.account_no, ...without) as LogRow[];
}

const moves = (rows: readonly LogRow[]): Movement[] => rows.map((row) => ({ flowType: Number(row.flow_type), amount: Number(row.amount) }));

function writeAccount(ctx: Context, account: AccountRow, rows: readonly LogRow[]): void {
  const columns = accountColumns(replay(moves(rows)));
  ctx.db
    .prepare(
      `UPDATE tp_useraccount SET ${Object.keys(columns)
        .map((column) => `${column} = ?`)
        .join(', ')}, update_time = ? WHERE id = ?`,
    )
    .run(...Object.values(columns), formatDateTime(), account.id);
}

export const userAccountHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    for (const column of FIGURES) delete values[column];
    if (!existing) Object.assign(values, accountColumns(EMPTY_ACCOUNT));
    // An account opened for a number its ledger already has starts from that ledger.
    const account = existing ? null : accountOf(ctx, { accountNo: values.account_no });
    if (!existing && !account && values.account_no) {
      const rows = ledgerOf(ctx, { id: '', account_no: String(values.account_no) });
      Object.assign(values, accountColumns(replay(moves(rows))));
    }
  },
};

export const userAccountLogHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    const account = accountOf(ctx, {
      accountId: values.account_id ?? existing?.account_id,
      accountNo: values.account_no ?? existing?.account_no,
    });
    if (!account) return;
    values.account_id = account.id;
    values.account_no = account.account_no;
    const entry = {
      ...existing,
      ...values,
      id: String(existing?.id ?? 'new'),
      trade_time: String(values.trade_time || existing?.trade_time || formatDateTime()),
    } as LogRow;
    if (!existing) values.trade_time = entry.trade_time;
    const others = ledgerOf(ctx, account, existing ? [String(existing.id)] : []);
    const ordered = [...others, entry].sort(
      (a, b) => String(a.trade_time).localeCompare(String(b.trade_time)) || String(a.id).localeCompare(String(b.id)),
    );
    // The entry's own before/after figures, then the account as the replay of the whole ledger.
    const before = replay(moves(ordered.slice(0, ordered.indexOf(entry))));
    const after = applyMovement(before, { flowType: Number(entry.flow_type), amount: Number(entry.amount) });
    Object.assign(values, { balance_before: before.balance, balance_after: after.balance, frozen_after: after.frozen });
    writeAccount(ctx, account, ordered);
  },
  beforeRemove: (ctx, ids) => {
    const rows = ctx.db
      .prepare(`SELECT DISTINCT account_id, account_no FROM tp_useraccountlog WHERE tenant_id = ? AND id IN (${placeholders(ids.length)})`)
      .all(ctx.user?.tenantId ?? '', ...ids) as { account_id: string | null; account_no: string }[];
    for (const row of rows) {
      const account = accountOf(ctx, { accountId: row.account_id, accountNo: row.account_no });
      if (account) writeAccount(ctx, account, ledgerOf(ctx, account, ids));
    }
  },
};

import type { Context } from '../../http/router';
import { R } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { toVO } from '../../crud/row-codec';
import { upcomingLogTable } from '../../tables/business/upcoming-log';
import { scopedWhere } from './scoped-read';
import { RISK_REMINDER } from '../finance/risk-reminders';

const DAY_MS = 86_400_000;

/**
 * GET /blade-tradePort/upcominglog/threeDayList: reminders due today, tomorrow or the day after
 * (Shanghai calendar days), soonest first, as a plain array for the workbench popup; open 质押风险 reminders
 * (services/finance/risk-reminders.ts) stay on it whatever their date until the cover is back.
 */
export function threeDayList(ctx: Context, now: Date = new Date()) {
  const from = `${formatDateTime(now).slice(0, 10)} 00:00:00`;
  const to = `${formatDateTime(new Date(now.getTime() + 2 * DAY_MS)).slice(0, 10)} 23:59:59`;
  const where = scopedWhere(ctx, upcomingLogTable, [
    {
      sql: '((due_time >= ? AND due_time <= ? AND COALESCE(remind_type, 0) <> ?) OR (remind_type = ? AND handle_status = 0))',
      params: [from, to, RISK_REMINDER, RISK_REMINDER],
    },
  ]);
  const rows = ctx.db
    .prepare(`SELECT * FROM ${upcomingLogTable.table} ${where.sql} ORDER BY due_time ASC, id DESC LIMIT 1000`)
    .all(...where.params) as Record<string, unknown>[];
  return R.data(rows.map(toVO));
}

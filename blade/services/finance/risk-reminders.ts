import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { COVER_STATUS, type CoverFigures, type PledgeRecord } from './collateral';

/**
 * The 质押风险 reminder (临期提醒, upcoming_type 7) of a pledge whose cover is below its warning line: one open row
 * per pledge, rewritten as the cover moves and closed (handle_status 1) once the cover is back or the loan is done.
 * The home page lists open ones whatever their date (services/business/three-day-list.ts).
 */
export const RISK_REMINDER = 7;

export function syncRiskReminder(db: Db, pledge: PledgeRecord, figures: CoverFigures | null, userId: string): void {
  const open = db
    .prepare(
      'SELECT id FROM tp_upcominglog WHERE tenant_id = ? AND remind_type = ? AND related_no = ? AND handle_status = 0 AND is_deleted = 0',
    )
    .get(pledge.tenant_id, RISK_REMINDER, pledge.agreement_no) as { id: string } | undefined;
  const now = formatDateTime();
  if (!figures || figures.status === COVER_STATUS.healthy) {
    if (open)
      db.prepare('UPDATE tp_upcominglog SET handle_status = 1, update_user = ?, update_time = ? WHERE id = ?').run(userId, now, open.id);
    return;
  }
  const liquidation = figures.status === COVER_STATUS.liquidation;
  const text = {
    title: liquidation
      ? `质押协议 ${pledge.agreement_no} 覆盖率 ${figures.cover}% 低于平仓线 ${figures.liquidationLine}%`
      : `质押协议 ${pledge.agreement_no} 覆盖率 ${figures.cover}% 低于预警线 ${figures.warningLine}%`,
    content: liquidation
      ? `${pledge.pledgor_name}：质物 ${figures.remaining} 吨 × ${figures.price} 元 = ${figures.value.toFixed(2)} 元，敞口 ${figures.exposure.toFixed(2)} 元；应处置质物或追加质物、还款 ${figures.shortfall.toFixed(2)} 元回到预警线`
      : `${pledge.pledgor_name}：质物 ${figures.remaining} 吨 × ${figures.price} 元 = ${figures.value.toFixed(2)} 元，敞口 ${figures.exposure.toFixed(2)} 元；应追加质物或还款 ${figures.shortfall.toFixed(2)} 元回到预警线`,
  };
  const { title, content } = text;
  if (open) {
    db.prepare(
      'UPDATE tp_upcominglog SET title = ?, content = ?, due_time = ?, remind_time = ?, update_user = ?, update_time = ? WHERE id = ?',
    ).run(title, content, now, now, userId, now, open.id);
    return;
  }
  const row = {
    id: nextId(),
    tenant_id: pledge.tenant_id,
    title,
    remind_type: RISK_REMINDER,
    related_no: pledge.agreement_no,
    customer_name: pledge.pledgor_name,
    due_time: now,
    remind_time: now,
    content,
    handler: '',
    handle_status: 0,
    create_user: userId,
    create_dept: '',
    create_time: now,
    update_user: userId,
    update_time: now,
    status: 1,
    is_deleted: 0,
  };
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO tp_upcominglog (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(row));
}

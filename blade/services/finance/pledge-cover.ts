import { z } from 'zod';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { assertEntryDate, today } from '../ledger/entries';
import { actorOf } from '../ledger/trade-terms';
import { caller, idParam, parseInput } from '../trade/workflow/records';
import { answerRow, findRow, updateRow } from '../desk/review-rows';
import { coverFigures, COVER_STATUS, isPledgeInForce, valuation, type PledgeRecord } from './collateral';
import { exposureOf, loanOfPledge, loanToValue } from './loan-links';
import { refreshCover } from './loan-refresh';
import { PLEDGE_AGREEMENT_STATUS_ZH } from './machines';
import { bringUpToDate } from './time-driven';

/**
 * Keeping a pledge's cover (collateral.ts): marking the goods to a dated price (the listing's latest goods price or
 * one finance enters), a margin call (追加担保通知) when the cover is below the warning line, and a top-up (补充质物)
 * of tonnes into the pledge. Each is a write-once record (tp_financepricemark, tp_financecoverevent) and moves the
 * pledge's cover and its 质押风险 reminder in the same transaction.
 */
const TABLE = 'tp_financepledgeagreement';

const ACTION_ZH = { mark: '盯市估值', margin: '追加担保' } as const;

function inForce(ctx: Context, action: keyof typeof ACTION_ZH, id: string) {
  const user = caller(ctx, `financepledgeagreement_${action}`);
  bringUpToDate(ctx.db, user.tenantId);
  const pledge = findRow<PledgeRecord>(ctx, user, TABLE, id, '质押协议不存在或已删除');
  if (!isPledgeInForce(pledge)) {
    throw new ServiceError(
      `当前状态不允许此操作: 质押协议 ${pledge.agreement_no} 为「${PLEDGE_AGREEMENT_STATUS_ZH[pledge.agreement_status ?? 0]}」，${ACTION_ZH[action]}仅限「质押中」/「部分解押」状态`,
    );
  }
  return { user, pledge };
}

/** The latest goods price (tp_goodsprice) of the pledged goods, matched as inquiries are quoted (inquiry-quote.ts). */
function listingPrice(ctx: Context, pledge: PledgeRecord): { price: number; date: string } | null {
  const lot = ctx.db
    .prepare('SELECT goods_name FROM tp_goodscommodity WHERE tenant_id = ? AND commodity_no = ? AND is_deleted = 0')
    .get(pledge.tenant_id, pledge.commodity_no ?? '') as { goods_name: string | null } | undefined;
  const name = lot?.goods_name || '';
  if (!name) return null;
  const row = ctx.db
    .prepare(`SELECT price, price_date FROM tp_goodsprice WHERE tenant_id = ? AND is_deleted = 0 AND instr(?, product_name) > 0
      ORDER BY length(product_name) DESC, price_date DESC, create_time DESC LIMIT 1`)
    .get(pledge.tenant_id, name) as { price: number; price_date: string } | undefined;
  return row ? { price: row.price, date: String(row.price_date).slice(0, 10) } : null;
}

const markInput = idParam.extend({
  source: z.enum(['finance', 'listing'], { error: '请选择估值来源' }).default('finance'),
  price: z.coerce.number({ error: '请填写估值单价' }).positive('估值单价须大于0').max(1e7, '估值单价过大').optional(),
  priceDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '估值日期格式应为 yyyy-MM-dd')
    .optional()
    .or(z.literal('')),
  note: z.string().trim().max(200, '说明不能超过200个字符').optional(),
});

// POST markPrice {id, source: finance|listing, price?, priceDate?, note?}: the goods are valued at a dated price from now on.
export function markPrice(ctx: Context) {
  const input = parseInput(ctx, markInput);
  ctx.db.transaction(() => {
    const { user, pledge } = inForce(ctx, 'mark', input.id);
    let price = input.price;
    let date = input.priceDate || today();
    if (input.source === 'listing') {
      const listed = listingPrice(ctx, pledge);
      if (!listed) throw new ServiceError(`商品价格中没有质押协议 ${pledge.agreement_no} 所押货物的报价，请由财务录入估值`);
      price = listed.price;
      date = listed.date > today() ? today() : listed.date;
    }
    if (!price) throw new ServiceError('请填写估值单价');
    assertEntryDate(date);
    const current = valuation(ctx.db, pledge);
    if (current.source !== 'agreement' && date < current.date) throw new ServiceError(`估值日期 ${date} 早于现行估值日期 ${current.date}`);
    const actor = actorOf(ctx.db, user);
    ctx.db
      .prepare(`INSERT INTO tp_financepricemark (id, tenant_id, pledge_agreement_id, agreement_no, price, price_date, source, note, actor_id, actor_name, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        nextId(),
        user.tenantId,
        pledge.id,
        pledge.agreement_no,
        price,
        date,
        input.source,
        input.note ?? '',
        actor.id,
        actor.name,
        formatDateTime(),
      );
    refreshCover(ctx.db, { tenantId: user.tenantId, userId: user.userId }, pledge.id);
  })();
  return answerRow(ctx, TABLE, input.id);
}

function coverEvent(
  ctx: Context,
  pledge: PledgeRecord,
  loanId: string | null,
  values: {
    type: 'margin_call' | 'top_up';
    quantity?: number;
    amount?: number;
    before: number | null;
    after: number | null;
    note?: string;
  },
) {
  const actor = actorOf(ctx.db, ctx.user!);
  ctx.db
    .prepare(`INSERT INTO tp_financecoverevent (id, tenant_id, pledge_agreement_id, agreement_no, loan_id, event_type, quantity, amount, cover_before, cover_after, event_date, note, actor_id, actor_name, create_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      nextId(),
      pledge.tenant_id,
      pledge.id,
      pledge.agreement_no,
      loanId,
      values.type,
      values.quantity ?? null,
      values.amount ?? null,
      values.before,
      values.after,
      today(),
      values.note ?? '',
      actor.id,
      actor.name,
      formatDateTime(),
    );
}

const figuresOf = (ctx: Context, pledge: PledgeRecord) => {
  const loan = loanOfPledge(ctx.db, pledge);
  return { loan, figures: coverFigures(pledge, valuation(ctx.db, pledge), exposureOf(ctx.db, loan), loanToValue(ctx.db, pledge)) };
};

// POST marginCall {id, note?}: the borrower is called to restore the cover; the shortfall to the warning line is recorded.
export function marginCall(ctx: Context) {
  const input = parseInput(ctx, idParam.extend({ note: z.string().trim().max(200, '说明不能超过200个字符').optional() }));
  ctx.db.transaction(() => {
    const { pledge } = inForce(ctx, 'margin', input.id);
    const { loan, figures } = figuresOf(ctx, pledge);
    if (figures.status === COVER_STATUS.healthy) {
      throw new ServiceError(
        `质押协议 ${pledge.agreement_no} 覆盖率 ${figures.cover ?? '-'}% 未低于预警线 ${figures.warningLine}%，无需追加担保`,
      );
    }
    coverEvent(ctx, pledge, loan?.id ?? null, {
      type: 'margin_call',
      amount: figures.shortfall,
      before: figures.cover,
      after: figures.cover,
      note: input.note,
    });
  })();
  return answerRow(ctx, TABLE, input.id);
}

const topUpInput = idParam.extend({
  quantity: z.coerce.number({ error: '请填写补充质物数量' }).positive('补充质物数量须大于0').max(1e7, '补充质物数量过大'),
  note: z.string().trim().max(200, '说明不能超过200个字符').optional(),
});

// POST topUp {id, quantity, note?}: tonnes added to the pledge (补充质物), the lot on file with them.
export function topUp(ctx: Context) {
  const input = parseInput(ctx, topUpInput);
  ctx.db.transaction(() => {
    const { user, pledge } = inForce(ctx, 'margin', input.id);
    const before = figuresOf(ctx, pledge).figures;
    const quantity = Math.round((pledge.pledge_quantity + input.quantity) * 1000) / 1000;
    updateRow(ctx, user, TABLE, pledge.id, { pledge_quantity: quantity });
    if (pledge.commodity_no) {
      ctx.db
        .prepare(
          'UPDATE tp_goodscommodity SET pledged_quantity = COALESCE(pledged_quantity, 0) + ?, update_time = ? WHERE tenant_id = ? AND commodity_no = ? AND is_deleted = 0',
        )
        .run(input.quantity, formatDateTime(), user.tenantId, pledge.commodity_no);
    }
    const after = refreshCover(ctx.db, { tenantId: user.tenantId, userId: user.userId }, pledge.id);
    coverEvent(ctx, pledge, loanOfPledge(ctx.db, pledge)?.id ?? null, {
      type: 'top_up',
      quantity: input.quantity,
      before: before.cover,
      after: after?.cover ?? null,
      note: input.note,
    });
  })();
  return answerRow(ctx, TABLE, input.id);
}

/** A pledge's valuations and cover events, newest first (the pledge page). */
export function coverHistory(ctx: Context, pledgeId: string) {
  const tenantId = ctx.user?.tenantId ?? '';
  return {
    marks: ctx.db
      .prepare(
        'SELECT id, price, price_date AS priceDate, source, note, actor_name AS actorName, create_time AS createTime FROM tp_financepricemark WHERE tenant_id = ? AND pledge_agreement_id = ? ORDER BY price_date DESC, create_time DESC, rowid DESC',
      )
      .all(tenantId, pledgeId),
    events: ctx.db
      .prepare(
        'SELECT id, event_type AS eventType, quantity, amount, cover_before AS coverBefore, cover_after AS coverAfter, event_date AS eventDate, note, actor_name AS actorName FROM tp_financecoverevent WHERE tenant_id = ? AND pledge_agreement_id = ? ORDER BY create_time DESC, rowid DESC',
      )
      .all(tenantId, pledgeId),
  };
}

import type { z } from 'zod';
import type { Context } from '../../http/router';
import type { BladeUser } from '../../auth/blade-user';
import { caller, parseInput } from '../trade/workflow/records';
import { answerRow, findRow } from '../desk/review-rows';
import { bringUpToDate } from './time-driven';

export type AgreementRow = { id: string; agreement_no: string; agreement_status: number | null };
type Apply<Row> = (ctx: Context, user: BladeUser, row: Row, to: number, input: Record<string, unknown>) => void;

/**
 * One workflow endpoint of an agreement table: the caller holds `<menu>_<action>`, the body is checked, and in one
 * transaction the calendar's states are brought up to date, the machine allows the action (else HTTP 400 naming the
 * state), and `apply` makes the change; the updated row is answered.
 */
export function agreementStep<Row extends AgreementRow, Action extends string>(
  table: string,
  menu: string,
  missing: string,
  assertAction: (action: Action, row: { title: string; status: number }) => number,
) {
  return (action: Action, schema: z.ZodObject<z.ZodRawShape>, apply: Apply<Row>) => (ctx: Context) => {
    const user = caller(ctx, `${menu}_${action}`);
    const input = parseInput(ctx, schema) as { id: string } & Record<string, unknown>;
    ctx.db.transaction(() => {
      bringUpToDate(ctx.db, user.tenantId);
      const row = findRow<Row>(ctx, user, table, input.id, missing);
      apply(ctx, user, row, assertAction(action, { title: row.agreement_no, status: row.agreement_status ?? 0 }), input);
    })();
    return answerRow(ctx, table, input.id);
  };
}

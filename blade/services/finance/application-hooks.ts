import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { placeholders } from '../shared/rows';
import { assertTransition } from '../shared/state-transition';
import { LOAN_STATUS } from './loan-distribution-rules';

/** The seeded dictionary's labels (loan_apply_status), for the refusals. */
const LOAN_STATUS_ZH = ['草稿', '待平台初审', '待资金方审批', '待签约', '待放款', '还款中', '已逾期', '已结清', '已驳回', '已撤回'];
/** Edited (and removed) while the platform still routes it; from 待签约 on, its agreements and their workflow own it. */
const OPEN = [LOAN_STATUS.draft, LOAN_STATUS.platformReview, LOAN_STATUS.funderReview];
/** What the applicant's side may set by hand: save a draft, submit it for review, withdraw it. */
const FORM_STATUSES: readonly number[] = [LOAN_STATUS.draft, LOAN_STATUS.platformReview, LOAN_STATUS.withdrawn];
/** Set by distribution (the parties and their answers) or by the agreements (disbursement and repayment). */
const WORKFLOW_COLUMNS = [
  'first_party_id', 'first_party_name', 'first_party_status', 'third_party_id', 'third_party_name', 'third_party_status',
  'disburse_date', 'outstanding_principal',
];

/**
 * The generic add/edit of a loan application may not jump its workflow: a new one is a draft or submitted for review, an
 * open one may be withdrawn, and nothing else moves its state or the figures distribution and the agreements keep.
 */
export const loanApplicationHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    for (const column of WORKFLOW_COLUMNS) delete values[column];
    const title = `融资申请 ${existing?.application_no ?? values.application_no ?? ''}`.trim();
    if (existing) assertTransition({ from: OPEN }, LOAN_STATUS_ZH, title, '编辑', Number(existing.loan_status ?? 0));
    if (values.loan_status === undefined || values.loan_status === null || values.loan_status === '') {
      if (!existing) values.loan_status = LOAN_STATUS.draft;
      return;
    }
    const target = Number(values.loan_status);
    if (existing && target === Number(existing.loan_status ?? 0)) return;
    const allowed = existing ? FORM_STATUSES : FORM_STATUSES.filter((status) => status !== LOAN_STATUS.withdrawn);
    if (!allowed.includes(target)) {
      throw new ServiceError(`${title} 只能保存为${allowed.map((status) => `「${LOAN_STATUS_ZH[status]}」`).join('/')}，其余状态由分配、签约和放款推进`);
    }
  },
  beforeRemove: (ctx, ids) => {
    const rows = ctx.db
      .prepare(`SELECT application_no, loan_status FROM tp_financeloanapplication WHERE tenant_id = ? AND is_deleted = 0 AND id IN (${placeholders(ids.length)})`)
      .all(ctx.user?.tenantId ?? '', ...ids) as { application_no: string; loan_status: number | null }[];
    const removable = [...OPEN, LOAN_STATUS.rejected, LOAN_STATUS.withdrawn];
    for (const row of rows) assertTransition({ from: removable }, LOAN_STATUS_ZH, `融资申请 ${row.application_no}`, '删除', row.loan_status ?? 0);
  },
};

import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { given } from '../shared/rows';
import { assertTransition, refuseRemovalOutside } from '../shared/state-transition';
import { LOAN_APPLY_STATUS_ZH } from './machines';
import { LOAN_STATUS } from './loan-distribution-rules';

/** Edited (and removed) while the platform still routes it; from 待签约 on, its agreements and their workflow own it. */
const OPEN = [LOAN_STATUS.draft, LOAN_STATUS.platformReview, LOAN_STATUS.funderReview];
/** What the applicant's side may set by hand: save a draft, submit it for review, withdraw it. */
const FORM_STATUSES: readonly number[] = [LOAN_STATUS.draft, LOAN_STATUS.platformReview, LOAN_STATUS.withdrawn];
/** Set by distribution (the parties and their answers) or by the agreements (disbursement and repayment). */
const WORKFLOW_COLUMNS = [
  'first_party_id',
  'first_party_name',
  'first_party_status',
  'third_party_id',
  'third_party_name',
  'third_party_status',
  'disburse_date',
  'outstanding_principal',
];

/**
 * The generic add/edit of a loan application may not jump its workflow: a new one is a draft or submitted for review, an
 * open one may be withdrawn, and nothing else moves its state or the figures distribution and the agreements keep.
 */
export const loanApplicationHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    for (const column of WORKFLOW_COLUMNS) delete values[column];
    const title = `融资申请 ${existing?.application_no ?? values.application_no ?? ''}`.trim();
    if (existing) assertTransition({ from: OPEN }, LOAN_APPLY_STATUS_ZH, title, '编辑', Number(existing.loan_status ?? 0));
    if (!given(values.loan_status)) {
      if (!existing) values.loan_status = LOAN_STATUS.draft;
      return;
    }
    const target = Number(values.loan_status);
    if (existing && target === Number(existing.loan_status ?? 0)) return;
    const allowed = existing ? FORM_STATUSES : FORM_STATUSES.filter((status) => status !== LOAN_STATUS.withdrawn);
    if (!allowed.includes(target)) {
      throw new ServiceError(
        `${title} 只能保存为${allowed.map((status) => `「${LOAN_APPLY_STATUS_ZH[status]}」`).join('/')}，其余状态由分配、签约和放款推进`,
      );
    }
  },
  beforeRemove: (ctx, ids) =>
    refuseRemovalOutside(
      ctx,
      ids,
      {
        table: 'tp_financeloanapplication',
        number: 'application_no',
        status: 'loan_status',
        what: '融资申请',
        labels: LOAN_APPLY_STATUS_ZH,
      },
      [...OPEN, LOAN_STATUS.rejected, LOAN_STATUS.withdrawn],
    ),
};

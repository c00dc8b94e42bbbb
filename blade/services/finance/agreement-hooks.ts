import type { CrudHooks } from '../../crud/controller';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { refuseRemovalOutside } from '../shared/state-transition';
import {
  assertLoanAgreementAction,
  assertPledgeAgreementAction,
  assertSuperviseAuthAction,
  LOAN_AGREEMENT_STATUS_ZH,
  PLEDGE_AGREEMENT_STATUS_ZH,
} from './machines';
import { bringUpToDate } from './time-driven';
import { given } from '../shared/rows';
import { parseOrder } from '../ledger/loan-terms';

/**
 * The generic add/edit/remove of the finance agreements may not move their workflow: the state and the amounts the
 * workflow keeps are never written from a form, agreements are drafted from their application (not added bare),
 * edited only before signing, and removed only before they take effect. Reads first bring the calendar's states up to date.
 */
const upToDate = (ctx: Context) => {
  if (ctx.user) bringUpToDate(ctx.db, ctx.user.tenantId);
  return { sql: [], params: [] };
};

const LOAN_WORKFLOW_COLUMNS = [
  'agreement_status',
  'sign_status',
  'sign_time',
  'contract_status',
  'outstanding_principal',
  'repaid_principal',
  'interest_repaid',
  'penalty_repaid',
  'disburse_date',
  'application_id',
  'loan_amount',
];
export const loanAgreementHooks: CrudHooks = {
  scope: upToDate,
  beforeWrite: (_ctx, values, existing) => {
    if (!existing) throw new ServiceError('借款合同须从待签约的融资申请起草（融资申请 › 起草借款合同）');
    for (const column of LOAN_WORKFLOW_COLUMNS) delete values[column];
    assertLoanAgreementAction('edit', { title: String(existing.agreement_no), status: Number(existing.agreement_status ?? 0) });
    // The interest terms are the agreement's to set before signing, within what the projection knows (loan-terms.ts).
    if (given(values.day_count_basis) && ![360, 365].includes(Number(values.day_count_basis)))
      throw new ServiceError('计息基数只能是360天或365天');
    if (
      given(values.repayment_order) &&
      parseOrder(String(values.repayment_order)).join(',') !== String(values.repayment_order).replace(/\s+/g, '')
    ) {
      throw new ServiceError('还款顺序须为 penalty、interest、principal 三项的一种排列，以逗号分隔');
    }
    if (given(values.penalty_rate) && !(Number(values.penalty_rate) >= 0 && Number(values.penalty_rate) < 100))
      throw new ServiceError('罚息利率须在0到100之间');
  },
  beforeRemove: (ctx, ids) =>
    refuseRemovalOutside(
      ctx,
      ids,
      {
        table: 'tp_financeloanagreement',
        number: 'agreement_no',
        status: 'agreement_status',
        what: '借款合同',
        labels: LOAN_AGREEMENT_STATUS_ZH,
      },
      [0, 5],
    ),
};

const PLEDGE_WORKFLOW_COLUMNS = [
  'agreement_status',
  'sign_status',
  'released_quantity',
  'application_id',
  'mark_price',
  'mark_date',
  'cover_ratio',
  'cover_status',
];
export const pledgeAgreementHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    if (!existing) throw new ServiceError('质押协议须从质押类融资申请起草（融资申请 › 起草质押协议）');
    for (const column of PLEDGE_WORKFLOW_COLUMNS) delete values[column];
    assertPledgeAgreementAction('edit', { title: String(existing.agreement_no), status: Number(existing.agreement_status ?? 0) });
    const quantity = Number(values.pledge_quantity ?? existing.pledge_quantity);
    const floor = Number(values.minimum_stock ?? existing.minimum_stock ?? 0);
    if (floor > quantity) throw new ServiceError(`最低控货量 ${floor} 吨不能大于质押数量 ${quantity} 吨`);
    if (given(values.loan_to_value) && !(Number(values.loan_to_value) > 0 && Number(values.loan_to_value) <= 100))
      throw new ServiceError('质押率须在0到100之间');
  },
  beforeRemove: (ctx, ids) =>
    refuseRemovalOutside(
      ctx,
      ids,
      {
        table: 'tp_financepledgeagreement',
        number: 'agreement_no',
        status: 'agreement_status',
        what: '质押协议',
        labels: PLEDGE_AGREEMENT_STATUS_ZH,
      },
      [0, 6],
    ),
};

export const superviseAuthHooks: CrudHooks = {
  scope: upToDate,
  beforeWrite: (_ctx, values, existing) => {
    delete values.auth_status;
    if (values.valid_from && values.valid_to && String(values.valid_to) < String(values.valid_from))
      throw new ServiceError('失效日期不能早于生效日期');
    if (!existing) {
      values.auth_status = 0;
      return;
    }
    assertSuperviseAuthAction('edit', { title: String(existing.auth_no), status: Number(existing.auth_status ?? 0) });
  },
};

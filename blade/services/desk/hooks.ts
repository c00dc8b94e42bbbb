import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';

/**
 * The generic add/edit of reviewed records may not move their state: a new one starts pending, an edit keeps the
 * stored state and review, and an edit of a rejected (or expired) one is the applicant's resubmission, pending again.
 * Only the review endpoints (user-auth.ts, logistics-base.ts, prospects.ts) decide.
 */
function reviewedRecord(
  state: string,
  pending: number,
  resubmitFrom: readonly number[],
  review: Record<string, unknown>,
): CrudHooks['beforeWrite'] {
  return (_ctx, values, existing) => {
    for (const column of [state, ...Object.keys(review)]) delete values[column];
    if (!existing) {
      Object.assign(values, { [state]: pending }, review);
    } else if (resubmitFrom.includes(Number(existing[state] ?? 0))) {
      Object.assign(values, { [state]: pending }, review);
    }
  };
}

export const userAuthHooks: CrudHooks = {
  beforeWrite: reviewedRecord('auth_status', 1, [3, 4], {
    audit_user: '',
    audit_time: '',
    reject_reason: '',
    verify_result: 0,
    verify_message: '',
    verify_time: '',
  }),
};

export const logisticsBaseHooks: CrudHooks = {
  beforeWrite: reviewedRecord('base_status', 0, [3], { audit_remark: '' }),
};

/** Sales move a prospect between 未跟进 / 跟进中 / 已放弃; 已转化 and the customer it became come only from toReal. */
export const prospectHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    delete values.converted_customer_id;
    if (existing?.converted_customer_id) {
      values.follow_status = 2;
      return;
    }
    if (Number(values.follow_status) === 2) throw new ServiceError('「已转化」只能通过「转正式客户」设置');
  },
};

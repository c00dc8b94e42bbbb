import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, image, phone, text, textarea } from '../fields';
import { userAuthGuard } from '@/domain/desk-machines';

// 用户认证 (KYC review). Approve, reject (with a reason) and verification are offered per row in the states
// domain/desk-machines.ts allows (the service enforces the same table); the form never sets the state.
export const userAuth = defineResource({
  name: 'userauth',
  menuPath: '/customer/userauth',
  api: '/blade-tradePort/userauth',
  titleField: 'realName',
  fields: {
    account: text({ required: true, search: true, readOnly: 'edit', max: 45, width: 140 }),
    authStatus: dict('user_auth_status', { biz: true, search: true, form: false }),
    verifyResult: dict('verify_result', { biz: true, form: false }),
    userId: text({ list: false, readOnly: 'edit' }),
    authType: dict('auth_type', { biz: true, required: true }),
    tradeRole: dict('trade_role', { biz: true }),
    realName: text({ required: true, search: true, max: 30, width: 120 }),
    idCardNo: text({ list: false, max: 18 }),
    idCardFront: image({ list: false }),
    idCardBack: image({ list: false }),
    companyName: text({ search: true, max: 100, width: 240 }),
    creditCode: text({ max: 18, width: 190 }),
    legalPerson: text({ list: false, max: 30 }),
    businessLicense: image({ list: false }),
    registeredAddress: text({ list: false, max: 200 }),
    businessScope: textarea({ max: 500 }),
    bankName: text({ list: false, max: 100 }),
    bankAccount: text({ list: false, max: 40 }),
    contactPhone: phone({ width: 130 }),
    applyTime: datetime({ width: 170 }),
    verifyMessage: text({ list: false, form: false }),
    verifyTime: datetime({ list: false, form: false }),
    auditUser: text({ list: false, form: false }),
    auditTime: datetime({ list: false, form: false }),
    rejectReason: textarea({ form: false }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'verify', code: 'userauth_verify', endpoint: 'verification', when: userAuthGuard('verify'), confirm: true },
    { name: 'approve', code: 'userauth_approve', endpoint: 'approve', send: 'body', when: userAuthGuard('approve'), confirm: true },
    {
      name: 'reject',
      code: 'userauth_reject',
      endpoint: 'reject',
      send: 'body',
      when: userAuthGuard('reject'),
      form: { rejectReason: textarea({ required: true, max: 255 }) },
    },
  ],
});

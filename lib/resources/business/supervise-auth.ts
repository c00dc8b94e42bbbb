import { defineResource } from '../define-resource';
import { auditFields, date, dict, file, phone, text, textarea } from '../fields';
import { superviseAuthGuard } from '@/domain/finance-machines';

// 监管授权 (supervision mandates over a depot and a pledge): a new one awaits review; approve and revoke per row
// (domain/finance-machines.ts); past its valid-to it expires. A pledge release needs an active one over its depot.
export const superviseAuth = defineResource({
  name: 'financesuperviseauth',
  menuPath: '/finance/financesuperviseauth',
  api: '/blade-tradePort/financesuperviseauth',
  titleField: 'authNo',
  rowGuards: { edit: superviseAuthGuard('edit') },
  fields: {
    authNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    authStatus: dict('supervise_auth_status', { biz: true, search: true, form: false }),
    supervisorName: text({ required: true, search: true, max: 100, width: 220 }),
    supervisorId: text({ list: false }),
    warehouseName: text({ required: true, max: 100, width: 200 }),
    pledgeAgreementNo: text({ max: 32, width: 180 }),
    pledgorName: text({ max: 100, width: 200 }),
    authorizedUsers: text({ max: 200, width: 160 }),
    contactPhone: phone({ list: false }),
    superviseScope: dict('supervise_scope', { biz: true, required: true }),
    validFrom: date(),
    validTo: date(),
    authLetterFile: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    {
      name: 'approve',
      code: 'financesuperviseauth_approve',
      endpoint: 'approve',
      send: 'body',
      when: superviseAuthGuard('approve'),
      confirm: true,
    },
    {
      name: 'revoke',
      code: 'financesuperviseauth_revoke',
      endpoint: 'revoke',
      send: 'body',
      when: superviseAuthGuard('revoke'),
      confirm: true,
    },
  ],
});

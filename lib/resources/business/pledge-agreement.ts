import { defineResource } from '../define-resource';
import { auditFields, date, dict, file, money, number, select, text, textarea, weight } from '../fields';
import { PLEDGE_AGREEMENT_REMOVABLE, pledgeAgreementGuard } from '@/domain/finance-machines';

// 质押协议 (tripartite pledge agreements); warning/liquidation lines are % of the loan covered by the collateral.
// Drafted from a pledge-backed loan application; send, sign, release (解押), dispose and terminate per row
// (domain/finance-machines.ts); terms are edited only as 草稿.
export const pledgeAgreement = defineResource({
  name: 'financepledgeagreement',
  menuPath: '/finance/financepledgeagreement',
  api: '/blade-tradePort/financepledgeagreement',
  // No bare add: agreements are drafted from their loan application.
  endpoints: { submit: [null, 'submit'] },
  titleField: 'agreementNo',
  rowGuards: { edit: pledgeAgreementGuard('edit'), remove: { agreementStatus: PLEDGE_AGREEMENT_REMOVABLE } },
  fields: {
    agreementNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    agreementStatus: dict('pledge_agreement_status', { biz: true, search: true, form: false }),
    applicationNo: text({ max: 32, width: 180, readOnly: 'edit' }),
    applicationId: text({ list: false, form: false }),
    pledgorName: text({ required: true, search: true, max: 100, width: 220 }),
    pledgorId: text({ list: false }),
    pledgeeName: text({ required: true, max: 100, width: 220 }),
    pledgeeId: text({ list: false }),
    supervisorName: text({ max: 100, width: 200 }),
    supervisorId: text({ list: false }),
    pledgeType: dict('pledge_type', { biz: true }),
    commodityNo: text({ max: 32, width: 170 }),
    commodityId: text({ list: false }),
    variety: dict('grain_variety', { biz: true }),
    grade: dict('grain_grade', { biz: true, list: false }),
    pledgeQuantity: weight({ required: true, width: 130 }),
    pledgePrice: money({ list: false }),
    pledgeValue: money({ width: 150 }),
    minimumStock: weight({ width: 130 }),
    warningLine: number({ list: false, min: 0, max: 200 }),
    liquidationLine: number({ list: false, min: 0, max: 200 }),
    loanToValue: number({ list: false, min: 1, max: 100 }),
    // The cover as the service last computed it (blade/services/finance/collateral.ts): valuation in force, cover %, 预警/平仓.
    markPrice: money({ list: false, form: false }),
    markDate: date({ list: false, form: false }),
    coverRatio: number({ width: 110, form: false }),
    coverStatus: select(['0', '1', '2'], { width: 110, form: false }),
    warehouseName: text({ max: 100, width: 200 }),
    storagePosition: text({ list: false, max: 50 }),
    startDate: date(),
    endDate: date(),
    releasedQuantity: weight({ width: 130, form: false }),
    signStatus: dict('sign_status', { biz: true, list: false, form: false }),
    fileUrl: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'send', code: 'financepledgeagreement_send', endpoint: 'send', send: 'body', when: pledgeAgreementGuard('send'), confirm: true },
    { name: 'sign', code: 'financepledgeagreement_sign', endpoint: 'sign', send: 'body', when: pledgeAgreementGuard('sign'), confirm: true },
    {
      name: 'release', code: 'financepledgeagreement_release', endpoint: 'release', send: 'body', when: pledgeAgreementGuard('release'),
      form: { releaseQuantity: weight({ required: true }), remark: textarea({ max: 255 }) },
    },
    {
      name: 'markPrice', code: 'financepledgeagreement_mark', endpoint: 'markPrice', send: 'body', when: pledgeAgreementGuard('release'),
      form: { source: select(['finance', 'listing'], { required: true, defaultValue: 'finance' }), price: money({ min: 0 }), priceDate: date(), note: textarea({ max: 200 }) },
    },
    {
      name: 'marginCall', code: 'financepledgeagreement_margin', endpoint: 'marginCall', send: 'body', when: pledgeAgreementGuard('release'),
      form: { note: textarea({ max: 200 }) },
    },
    {
      name: 'topUp', code: 'financepledgeagreement_margin', endpoint: 'topUp', send: 'body', when: pledgeAgreementGuard('release'),
      form: { quantity: weight({ required: true }), note: textarea({ max: 200 }) },
    },
    { name: 'dispose', code: 'financepledgeagreement_dispose', endpoint: 'dispose', send: 'body', when: pledgeAgreementGuard('dispose'), confirm: true },
    { name: 'terminate', code: 'financepledgeagreement_terminate', endpoint: 'terminate', send: 'body', when: pledgeAgreementGuard('terminate'), confirm: true },
  ],
});

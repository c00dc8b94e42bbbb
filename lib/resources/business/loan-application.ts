import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, file, money, number, text, textarea, weight } from '../fields';
import { loanDraftGuard, pledgeDraftGuard } from '@/domain/finance-machines';

// 融资申请 (loan applications): generic CRUD; distribution assigns the funder (甲方) and supervisor (丙方).
export const loanApplication = defineResource({
  name: 'financeloanapplication',
  menuPath: '/finance/financeloanapplication',
  api: '/blade-tradePort/financeloanapplication',
  titleField: 'applicationNo',
  // Edited while the platform routes it, removed also once refused or withdrawn (the service's loanApplicationHooks).
  rowGuards: { edit: { loanStatus: [0, 1, 2] }, remove: { loanStatus: [0, 1, 2, 8, 9] } },
  fields: {
    applicationNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    applicantName: text({ required: true, search: true, max: 100, width: 220 }),
    applicantId: text({ list: false }),
    productType: dict('finance_product', { biz: true, required: true }),
    loanStatus: dict('loan_apply_status', { biz: true, search: true, defaultValue: '0' }),
    applyAmount: money({ required: true, width: 150 }),
    approvedAmount: money({ width: 150 }),
    interestRate: number({ min: 0, max: 36, width: 110 }),
    termDays: number({ min: 1, max: 1095, width: 100 }),
    repaymentMethod: dict('repayment_method', { biz: true, list: false }),
    orderNo: text({ list: false, max: 40 }),
    variety: dict('grain_variety', { biz: true }),
    pledgeGoods: text({ list: false, max: 200 }),
    pledgeQuantity: weight({ width: 130 }),
    pledgeValue: money({ list: false }),
    loanToValue: number({ list: false, min: 0, max: 100 }),
    warehouseName: text({ list: false, max: 100 }),
    // The parties and their answers come from distribution (分配), the disbursement from the loan agreement.
    firstPartyName: text({ max: 100, width: 200, form: false }),
    firstPartyId: text({ list: false, form: false }),
    firstPartyStatus: dict('audit_status', { biz: true, list: false, form: false }),
    thirdPartyName: text({ max: 100, width: 200, form: false }),
    thirdPartyId: text({ list: false, form: false }),
    thirdPartyStatus: dict('audit_status', { biz: true, list: false, form: false }),
    applyTime: datetime({ width: 170 }),
    disburseDate: date({ list: false, form: false }),
    maturityDate: date(),
    outstandingPrincipal: money({ list: false, form: false }),
    materials: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  // Drafting the agreements of an application awaiting signing (one each; domain/finance-machines.ts).
  rowActions: [
    { name: 'distribute', code: 'financeloanapplication_distribute', icon: 'assign', dialog: 'loanDistribution' },
    {
      name: 'draftLoan',
      code: 'financeloanapplication_loan',
      endpoint: '/blade-tradePort/financeloanagreement/draft',
      send: 'body',
      param: 'applicationId',
      when: loanDraftGuard(),
      confirm: true,
    },
    {
      name: 'draftPledge',
      code: 'financeloanapplication_pledge',
      endpoint: '/blade-tradePort/financepledgeagreement/draft',
      send: 'body',
      param: 'applicationId',
      when: pledgeDraftGuard(),
      confirm: true,
    },
  ],
});

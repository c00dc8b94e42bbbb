import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, file, money, number, select, text, textarea } from '../fields';
import { LOAN_AGREEMENT_REMOVABLE, loanAgreementGuard } from '@/domain/finance-machines';

// 借款合同 (loan agreements between funder and borrower), drafted from a loan application awaiting signing. Sign, disburse,
// repay, settle and terminate are offered per row in the states domain/finance-machines.ts allows; the form never moves
// the state. Its money is the service's ledger (blade/services/finance/loan-money.ts): the loan page shows it.
export const loanAgreement = defineResource({
  name: 'financeloanagreement',
  menuPath: '/finance/financeloanagreement',
  api: '/blade-tradePort/financeloanagreement',
  // No bare add: agreements are drafted from their loan application.
  endpoints: { submit: [null, 'submit'] },
  titleField: 'agreementNo',
  rowGuards: { edit: loanAgreementGuard('edit'), remove: { agreementStatus: LOAN_AGREEMENT_REMOVABLE } },
  fields: {
    agreementNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    agreementStatus: dict('loan_agreement_status', { biz: true, search: true, form: false }),
    agreementName: text({ list: false, max: 100, width: 240 }),
    applicationNo: text({ search: true, max: 32, width: 180, readOnly: 'edit' }),
    applicationId: text({ list: false, form: false }),
    borrowerName: text({ required: true, search: true, max: 100, width: 220 }),
    borrowerId: text({ list: false }),
    lenderName: text({ required: true, max: 100, width: 220 }),
    lenderId: text({ list: false }),
    loanAmount: money({ required: true, width: 150, readOnly: 'edit' }),
    outstandingPrincipal: money({ width: 150, form: false }),
    repaidPrincipal: money({ width: 150, form: false }),
    interestRepaid: money({ width: 130, form: false }),
    penaltyRepaid: money({ list: false, form: false }),
    disburseDate: date({ form: false }),
    interestRate: number({ min: 0, max: 36, width: 110 }),
    termDays: number({ min: 1, max: 1095, width: 100 }),
    // The interest terms (blade/services/ledger/loan-terms.ts): penalty rate once overdue, day basis, repayment order.
    penaltyRate: number({ list: false, min: 0, max: 54 }),
    dayCountBasis: select(['360', '365'], { list: false, defaultValue: '360' }),
    repaymentOrder: select(['penalty,interest,principal', 'interest,penalty,principal', 'principal,interest,penalty'], { list: false, defaultValue: 'penalty,interest,principal' }),
    repaymentMethod: dict('repayment_method', { biz: true, list: false }),
    startDate: date(),
    endDate: date(),
    signStatus: dict('sign_status', { biz: true, form: false }),
    signTime: datetime({ list: false, form: false }),
    fileUrl: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'detail', code: 'financeloanagreement_view', href: '/finance/financeloanagreement/{id}' },
    { name: 'print', code: 'financeloanagreement_view', href: '/print/loan/{id}', newTab: true, icon: 'print' },
    { name: 'sign', code: 'financeloanagreement_sign', endpoint: 'sign', send: 'body', when: loanAgreementGuard('sign'), confirm: true },
    {
      name: 'disburse', code: 'financeloanagreement_disburse', endpoint: 'disburse', send: 'body', when: loanAgreementGuard('disburse'),
      form: { disburseDate: date(), reason: textarea({ max: 200 }) },
    },
    {
      name: 'repay', code: 'financeloanagreement_repay', endpoint: 'repay', send: 'body', when: loanAgreementGuard('repay'),
      form: { repayAmount: money({ required: true }), repayDate: date(), reason: textarea({ max: 200 }), remark: textarea({ max: 255 }) },
    },
    {
      name: 'settle', code: 'financeloanagreement_repay', endpoint: 'settle', send: 'body', when: loanAgreementGuard('repay'),
      form: { settleDate: date(), reason: textarea({ max: 200 }), remark: textarea({ max: 255 }) },
    },
    {
      name: 'fee', code: 'financeloanagreement_repay', endpoint: 'fee', send: 'body', when: loanAgreementGuard('repay'),
      form: { feeAmount: money({ required: true }), note: text({ required: true, max: 100 }), feeDate: date(), reason: textarea({ max: 200 }) },
    },
    { name: 'terminate', code: 'financeloanagreement_terminate', endpoint: 'terminate', send: 'body', when: loanAgreementGuard('terminate'), confirm: true },
  ],
});

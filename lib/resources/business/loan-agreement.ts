import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, file, money, number, text, textarea } from '../fields';

// 借款合同 (loan agreements between funder and borrower).
export const loanAgreement = defineResource({
  name: 'financeloanagreement',
  menuPath: '/finance/financeloanagreement',
  api: '/blade-tradePort/financeloanagreement',
  titleField: 'agreementNo',
  fields: {
    agreementNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    agreementName: text({ max: 100, width: 240 }),
    applicationNo: text({ search: true, max: 32, width: 180 }),
    applicationId: text({ list: false }),
    borrowerName: text({ required: true, search: true, max: 100, width: 220 }),
    borrowerId: text({ list: false }),
    lenderName: text({ required: true, max: 100, width: 220 }),
    lenderId: text({ list: false }),
    loanAmount: money({ required: true, width: 150 }),
    interestRate: number({ min: 0, max: 36, width: 110 }),
    termDays: number({ min: 1, max: 1095, width: 100 }),
    repaymentMethod: dict('repayment_method', { biz: true, list: false }),
    startDate: date(),
    endDate: date(),
    signStatus: dict('sign_status', { biz: true, search: true }),
    contractStatus: dict('contract_status', { biz: true, search: true }),
    signTime: datetime({ list: false }),
    fileUrl: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});

import { dict, field, sealed, filled, message, money, percent, period, present, text, type PrintDocument } from '../document';

type Row = Record<string, unknown>;
export type LoanData = { agreement: Row };

/** The repayment orders the form offers (lib/resources/business/loan-agreement.ts), each a clause of its own. */
const REPAYMENT_ORDERS: Record<string, string> = {
  'penalty,interest,principal': 'penaltyFirst',
  'interest,penalty,principal': 'interestFirst',
  'principal,interest,penalty': 'principalFirst',
};

/** 借款合同: lender and borrower, the principal and its rates, the term, and the repayment terms the ledger applies. */
export function loanDocument({ agreement }: LoanData): PrintDocument {
  const clauses = [
    message('loanClausePrincipal'),
    ...(present(agreement.interestRate)
      ? [message('loanClauseInterest', { rate: Number(agreement.interestRate), basis: String(agreement.dayCountBasis || 360) })]
      : []),
    ...(present(agreement.penaltyRate) ? [message('loanClausePenalty', { rate: Number(agreement.penaltyRate) })] : []),
    ...(REPAYMENT_ORDERS[String(agreement.repaymentOrder)]
      ? [message(`loanClauseOrder_${REPAYMENT_ORDERS[String(agreement.repaymentOrder)]}`)]
      : []),
    message('loanClauseDispute'),
  ];
  return {
    kind: 'loan',
    number: String(agreement.agreementNo ?? ''),
    parties: [
      { role: 'lender', name: String(agreement.lenderName ?? '') },
      { role: 'borrower', name: String(agreement.borrowerName ?? '') },
    ],
    sections: [
      {
        type: 'fields',
        title: 'loan',
        fields: [
          field(agreement, 'agreementName', text, true),
          field(agreement, 'applicationNo'),
          field(agreement, 'loanAmount', money),
          field(agreement, 'interestRate', percent),
          field(agreement, 'penaltyRate', percent),
          field(agreement, 'termDays', text),
          { label: 'loanPeriod', value: period(agreement.startDate, agreement.endDate) },
          field(agreement, 'repaymentMethod', (value) => dict('repayment_method', value)),
          field(agreement, 'disburseDate'),
        ].filter((entry) => filled(entry.value)),
      },
      { type: 'clauses', title: 'terms', clauses },
    ],
    signatures: sealed('lender', 'borrower'),
  };
}

import type { Router } from '../../http/router';
import { disburseLoan, draftLoanAgreement, repayLoan, signLoanAgreement, terminateLoanAgreement } from './loan-agreements';
import { disposePledge, draftPledgeAgreement, releasePledge, sendPledgeAgreement, signPledgeAgreement, terminatePledgeAgreement } from './pledge-agreements';
import { approveSuperviseAuth, revokeSuperviseAuth } from './supervise-auth';

/** The finance desk's workflows (state machines in machines.ts); inquiries are quoted by their submit (inquiry-quote.ts). */
export function registerFinanceRoutes(router: Router): void {
  const TP = '/blade-tradePort';
  router
    .post(`${TP}/financeloanagreement/draft`, draftLoanAgreement)
    .post(`${TP}/financeloanagreement/sign`, signLoanAgreement)
    .post(`${TP}/financeloanagreement/disburse`, disburseLoan)
    .post(`${TP}/financeloanagreement/repay`, repayLoan)
    .post(`${TP}/financeloanagreement/terminate`, terminateLoanAgreement)
    .post(`${TP}/financepledgeagreement/draft`, draftPledgeAgreement)
    .post(`${TP}/financepledgeagreement/send`, sendPledgeAgreement)
    .post(`${TP}/financepledgeagreement/sign`, signPledgeAgreement)
    .post(`${TP}/financepledgeagreement/release`, releasePledge)
    .post(`${TP}/financepledgeagreement/dispose`, disposePledge)
    .post(`${TP}/financepledgeagreement/terminate`, terminatePledgeAgreement)
    .post(`${TP}/financesuperviseauth/approve`, approveSuperviseAuth)
    .post(`${TP}/financesuperviseauth/revoke`, revokeSuperviseAuth);
}

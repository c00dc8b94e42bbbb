import type { Router } from '../../http/router';
import { disburseLoan, draftLoanAgreement, repayLoan, signLoanAgreement, terminateLoanAgreement } from './loan-agreements';
import { disposePledge, draftPledgeAgreement, releasePledge, sendPledgeAgreement, signPledgeAgreement, terminatePledgeAgreement } from './pledge-agreements';
import { approveSuperviseAuth, revokeSuperviseAuth } from './supervise-auth';
import { write } from '../../http/policy';

/** The finance desk's workflows (state machines in machines.ts); inquiries are quoted by their submit (inquiry-quote.ts). */
export function registerFinanceRoutes(router: Router): void {
  const TP = '/blade-tradePort';
  router
    .post(`${TP}/financeloanagreement/draft`, draftLoanAgreement, write(['financeloanapplication_loan']))
    .post(`${TP}/financeloanagreement/sign`, signLoanAgreement, write(['financeloanagreement_sign'], { target: { table: 'tp_financeloanagreement', param: 'id' } }))
    .post(`${TP}/financeloanagreement/disburse`, disburseLoan, write(['financeloanagreement_disburse'], { target: { table: 'tp_financeloanagreement', param: 'id' } }))
    .post(`${TP}/financeloanagreement/repay`, repayLoan, write(['financeloanagreement_repay'], { target: { table: 'tp_financeloanagreement', param: 'id' } }))
    .post(`${TP}/financeloanagreement/terminate`, terminateLoanAgreement, write(['financeloanagreement_terminate'], { target: { table: 'tp_financeloanagreement', param: 'id' } }))
    .post(`${TP}/financepledgeagreement/draft`, draftPledgeAgreement, write(['financeloanapplication_pledge']))
    .post(`${TP}/financepledgeagreement/send`, sendPledgeAgreement, write(['financepledgeagreement_send'], { target: { table: 'tp_financepledgeagreement', param: 'id' } }))
    .post(`${TP}/financepledgeagreement/sign`, signPledgeAgreement, write(['financepledgeagreement_sign'], { target: { table: 'tp_financepledgeagreement', param: 'id' } }))
    .post(`${TP}/financepledgeagreement/release`, releasePledge, write(['financepledgeagreement_release'], { target: { table: 'tp_financepledgeagreement', param: 'id' } }))
    .post(`${TP}/financepledgeagreement/dispose`, disposePledge, write(['financepledgeagreement_dispose'], { target: { table: 'tp_financepledgeagreement', param: 'id' } }))
    .post(`${TP}/financepledgeagreement/terminate`, terminatePledgeAgreement, write(['financepledgeagreement_terminate'], { target: { table: 'tp_financepledgeagreement', param: 'id' } }))
    .post(`${TP}/financesuperviseauth/approve`, approveSuperviseAuth, write(['financesuperviseauth_approve'], { target: { table: 'tp_financesuperviseauth', param: 'id' } }))
    .post(`${TP}/financesuperviseauth/revoke`, revokeSuperviseAuth, write(['financesuperviseauth_revoke'], { target: { table: 'tp_financesuperviseauth', param: 'id' } }));
}

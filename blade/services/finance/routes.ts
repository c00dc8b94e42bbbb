import type { Router } from '../../http/router';
import { draftLoanAgreement, signLoanAgreement, terminateLoanAgreement } from './loan-agreements';
import { chargeFee, disburseLoan, repayLoan, settleLoan } from './loan-money';
import { loanLedger } from './loan-ledger';
import {
  disposePledge,
  draftPledgeAgreement,
  releasePledge,
  sendPledgeAgreement,
  signPledgeAgreement,
  terminatePledgeAgreement,
} from './pledge-agreements';
import { marginCall, markPrice, topUp } from './pledge-cover';
import { approveSuperviseAuth, revokeSuperviseAuth } from './supervise-auth';
import { read, write } from '../../http/policy';

/** The finance desk's workflows (state machines in machines.ts); inquiries are quoted by their submit (inquiry-quote.ts). */
export function registerFinanceRoutes(router: Router): void {
  const TP = '/blade-tradePort';
  const loan = { target: { table: 'tp_financeloanagreement', param: 'id' } };
  const pledge = { target: { table: 'tp_financepledgeagreement', param: 'id' } };
  router
    .post(
      `${TP}/financeloanagreement/draft`,
      draftLoanAgreement,
      write(['financeloanapplication_loan'], { history: { table: 'tp_financeloanagreement' } }),
    )
    .post(`${TP}/financeloanagreement/sign`, signLoanAgreement, write(['financeloanagreement_sign'], loan))
    .post(`${TP}/financeloanagreement/disburse`, disburseLoan, write(['financeloanagreement_disburse'], loan))
    .post(`${TP}/financeloanagreement/repay`, repayLoan, write(['financeloanagreement_repay'], loan))
    .post(`${TP}/financeloanagreement/settle`, settleLoan, write(['financeloanagreement_repay'], loan))
    .post(`${TP}/financeloanagreement/fee`, chargeFee, write(['financeloanagreement_repay'], loan))
    .post(`${TP}/financeloanagreement/terminate`, terminateLoanAgreement, write(['financeloanagreement_terminate'], loan))
    .get(`${TP}/financeloanagreement/ledger`, loanLedger, read('financeloanagreement'))
    .post(
      `${TP}/financepledgeagreement/draft`,
      draftPledgeAgreement,
      write(['financeloanapplication_pledge'], { history: { table: 'tp_financepledgeagreement' } }),
    )
    .post(`${TP}/financepledgeagreement/send`, sendPledgeAgreement, write(['financepledgeagreement_send'], pledge))
    .post(`${TP}/financepledgeagreement/sign`, signPledgeAgreement, write(['financepledgeagreement_sign'], pledge))
    .post(`${TP}/financepledgeagreement/release`, releasePledge, write(['financepledgeagreement_release'], pledge))
    .post(`${TP}/financepledgeagreement/markPrice`, markPrice, write(['financepledgeagreement_mark'], pledge))
    .post(`${TP}/financepledgeagreement/marginCall`, marginCall, write(['financepledgeagreement_margin'], pledge))
    .post(`${TP}/financepledgeagreement/topUp`, topUp, write(['financepledgeagreement_margin'], pledge))
    .post(`${TP}/financepledgeagreement/dispose`, disposePledge, write(['financepledgeagreement_dispose'], pledge))
    .post(`${TP}/financepledgeagreement/terminate`, terminatePledgeAgreement, write(['financepledgeagreement_terminate'], pledge))
    .post(
      `${TP}/financesuperviseauth/approve`,
      approveSuperviseAuth,
      write(['financesuperviseauth_approve'], { target: { table: 'tp_financesuperviseauth', param: 'id' } }),
    )
    .post(
      `${TP}/financesuperviseauth/revoke`,
      revokeSuperviseAuth,
      write(['financesuperviseauth_revoke'], { target: { table: 'tp_financesuperviseauth', param: 'id' } }),
    );
}

import type { CrudTable } from '../crud-table';
import type { CrudHooks } from '../../crud/controller';
import { noticeTable } from './notice';
import { upcomingLogTable } from './upcoming-log';
import { imHistoryTable } from './im-history';
import { userAccountTable } from './user-account';
import { userAccountLogTable } from './user-account-log';
import { financialDetailsTable } from './financial-details';
import { financialStatementsTable } from './financial-statements';
import { loanApplicationTable } from './loan-application';
import { loanAgreementTable } from './loan-agreement';
import { pledgeAgreementTable } from './pledge-agreement';
import { superviseAuthTable } from './supervise-auth';
import { goodsCommodityTable } from './goods-commodity';
import { pickupGoodsTable } from './pickup-goods';
import { inquiryPledgeTable } from './inquiry-pledge';
import { userAuthTable } from './user-auth';
import { userSmsTable } from './user-sms';
import { intendedCustomersTable } from './intended-customers';
import { oceanOrderTable } from './ocean-order';
import { oceanBankTable } from './ocean-bank';
import { oceanCommissionTable } from './ocean-commission';
import { cmsAdvertTable } from './cms-advert';
import { cmsNewsTable } from './cms-news';
import { inspectionApplicationsTable } from './inspection-applications';
import { inspectionValueTable } from './inspection-value';
import { quotationTable } from './quotation';
import { supplyDemandTable } from './supply-demand';
import { supplyDemandImgTable } from './supply-demand-img';
import { reportTable } from './report';
import { qualityStandardTable } from './quality-standard';
import { prospectHooks, userAuthHooks } from '../../services/desk/hooks';
import { inspectionApplicationHooks } from '../../services/inspection/applications';
import { inspectionValueHooks } from '../../services/inspection/value-rules';
import { quotationHooks } from '../../services/inspection/quotation-rules';
import { oceanOrderHooks } from '../../services/desk/ocean-order';
import { supplyDemandHooks } from '../../services/desk/supply-demand-images';
import { userAccountHooks, userAccountLogHooks } from '../../services/finance/account-hooks';
import { loanAgreementHooks, pledgeAgreementHooks, superviseAuthHooks } from '../../services/finance/agreement-hooks';
import { inquiryPledgeHooks } from '../../services/finance/inquiry-quote';
import { loanRepaymentTable } from './loan-repayment';
import { loanApplicationHooks } from '../../services/finance/application-hooks';
import { journalHooks } from '../../services/business/journal-hooks';

/** Tables whose state only their workflow endpoints move, or whose values the service computes. */
const REVIEW_HOOKS = new Map<CrudTable['def'], CrudHooks>([
  [userAuthTable, userAuthHooks],
  [intendedCustomersTable, prospectHooks],
  [inspectionApplicationsTable, inspectionApplicationHooks],
  [inspectionValueTable, inspectionValueHooks],
  [quotationTable, quotationHooks],
  [oceanOrderTable, oceanOrderHooks],
  [supplyDemandTable, supplyDemandHooks],
  [userAccountTable, userAccountHooks],
  [userAccountLogTable, userAccountLogHooks],
  [loanApplicationTable, loanApplicationHooks],
  [loanAgreementTable, loanAgreementHooks],
  [pledgeAgreementTable, pledgeAgreementHooks],
  [superviseAuthTable, superviseAuthHooks],
  [inquiryPledgeTable, inquiryPledgeHooks],
  [financialDetailsTable, journalHooks],
]);

/** Finance, ocean, inspection, supply-demand, CMS, reports, desk and messaging tables. */
export const businessTables: CrudTable[] = [
  noticeTable,
  upcomingLogTable,
  imHistoryTable,
  userAccountTable,
  userAccountLogTable,
  financialDetailsTable,
  financialStatementsTable,
  loanApplicationTable,
  loanAgreementTable,
  loanRepaymentTable,
  pledgeAgreementTable,
  superviseAuthTable,
  goodsCommodityTable,
  pickupGoodsTable,
  inquiryPledgeTable,
  userAuthTable,
  userSmsTable,
  intendedCustomersTable,
  oceanOrderTable,
  oceanBankTable,
  oceanCommissionTable,
  cmsAdvertTable,
  cmsNewsTable,
  inspectionApplicationsTable,
  inspectionValueTable,
  quotationTable,
  qualityStandardTable,
  supplyDemandTable,
  supplyDemandImgTable,
  reportTable,
].map((def) => ({ def, hooks: REVIEW_HOOKS.get(def) }));

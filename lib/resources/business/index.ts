import type { ResourceDef } from '../define-resource';
import { notice } from './notice';
import { upcomingLog } from './upcoming-log';
import { imHistory } from './im-history';
import { userAccount } from './user-account';
import { userAccountLog } from './user-account-log';
import { financialDetails } from './financial-details';
import { financialStatements } from './financial-statements';
import { loanApplication } from './loan-application';
import { loanAgreement } from './loan-agreement';
import { pledgeAgreement } from './pledge-agreement';
import { superviseAuth } from './supervise-auth';
import { goodsCommodity } from './goods-commodity';
import { pickupGoods } from './pickup-goods';
import { inquiryPledge } from './inquiry-pledge';
import { userAuth } from './user-auth';
import { userSms } from './user-sms';
import { intendedCustomers } from './intended-customers';
import { oceanOrder } from './ocean-order';
import { oceanBank } from './ocean-bank';
import { oceanCommission } from './ocean-commission';
import { cmsAdvert } from './cms-advert';
import { cmsNews } from './cms-news';
import { inspectionApplications } from './inspection-applications';
import { inspectionValue } from './inspection-value';
import { quotation } from './quotation';
import { supplyDemand } from './supply-demand';
import { supplyDemandImg } from './supply-demand-img';
import { report } from './report';
import { qualityStandard } from './quality-standard';

/** Finance, ocean freight, inspection, supply and demand, content, reports, desk and messaging. */
export const businessResources: ResourceDef[] = [
  notice,
  upcomingLog,
  imHistory,
  userAccount,
  userAccountLog,
  financialDetails,
  financialStatements,
  loanApplication,
  loanAgreement,
  pledgeAgreement,
  superviseAuth,
  goodsCommodity,
  pickupGoods,
  inquiryPledge,
  userAuth,
  userSms,
  intendedCustomers,
  oceanOrder,
  oceanBank,
  oceanCommission,
  cmsAdvert,
  cmsNews,
  inspectionApplications,
  inspectionValue,
  quotation,
  qualityStandard,
  supplyDemand,
  supplyDemandImg,
  report,
];

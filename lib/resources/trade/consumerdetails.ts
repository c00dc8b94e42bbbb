import { defineResource } from '../define-resource';
import { auditFields, dict, email, phone, text, textarea } from '../fields';

// 客户档案 (Customer profiles): the trading companies behind orders' buyers and sellers.
export const consumerdetails = defineResource({
  name: 'consumerdetails',
  menuPath: '/customer/consumerdetails',
  api: '/blade-tradePort/consumerdetails',
  titleField: 'companyName',
  fields: {
    companyName: text({ required: true, search: true, max: 100, width: 240 }),
    shortName: text({ max: 20 }),
    creditCode: text({ required: true, search: true, readOnly: 'edit', max: 18, width: 190 }),
    customerType: dict('customer_type', { biz: true, search: true }),
    tradeRole: dict('trade_role', { biz: true }),
    legalPerson: text({ list: false, max: 50 }),
    contactName: text({ max: 50 }),
    contactPhone: phone(),
    email: email({ list: false }),
    province: text({ search: true, max: 20 }),
    city: text({ max: 20 }),
    address: text({ list: false, max: 200 }),
    bankName: text({ list: false, max: 100 }),
    bankAccount: text({ list: false, max: 32 }),
    authStatus: dict('user_auth_status', { biz: true }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});

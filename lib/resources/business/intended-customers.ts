import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, phone, text, textarea, weight } from '../fields';
import { prospectGuard } from '@/domain/desk-machines';

// 意向客户 (prospects). toReal turns one into a customer profile (客户档案) once, while it is 未跟进 or 跟进中
// (domain/desk-machines.ts); a converted one links to its profile.
export const intendedCustomers = defineResource({
  name: 'intendedcustomers',
  menuPath: '/customer/intendedcustomers',
  api: '/blade-user/intendedcustomers',
  titleField: 'customerName',
  importable: true,
  fields: {
    customerName: text({ required: true, search: true, max: 100, width: 240 }),
    customerType: dict('customer_type', { biz: true, search: true }),
    contactName: text({ max: 30, width: 100 }),
    contactPhone: phone({ required: true, width: 130 }),
    province: text({ max: 20, width: 90 }),
    city: text({ max: 20, width: 90 }),
    intentVariety: dict('grain_variety', { biz: true }),
    intentQuantity: weight({ width: 130 }),
    source: dict('lead_source', { biz: true, list: false }),
    followUser: text({ max: 30, width: 100 }),
    followStatus: dict('follow_status', { biz: true, search: true, defaultValue: '0' }),
    lastFollowTime: datetime({ list: false }),
    nextFollowTime: datetime({ width: 170 }),
    convertedCustomerId: text({ list: false, form: false, readOnly: true }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    {
      name: 'toReal',
      code: 'intendedcustomers_toreal',
      endpoint: 'toReal',
      send: 'body',
      when: prospectGuard('toReal'),
      form: { creditCode: text({ required: true, max: 18 }), legalPerson: text({ max: 50 }), shortName: text({ max: 20 }) },
    },
    {
      name: 'customer',
      code: 'consumerdetails_view',
      href: '/customer/consumerdetails?companyName={customerName}',
      when: { followStatus: [2] },
    },
  ],
});

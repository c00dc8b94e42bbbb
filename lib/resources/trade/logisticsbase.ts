import { defineResource } from '../define-resource';
import { auditFields, dict, image, number, phone, switchField, text, textarea, weight } from '../fields';
import { logisticsBaseGuard } from '@/domain/desk-machines';

// 物流基地 (Logistics bases): Blade adds with /save and edits with /submit. A new base waits for approval; approve and
// reject (with a reason) are offered while it is pending (domain/desk-machines.ts); editing a rejected one resubmits it.
export const logisticsbase = defineResource({
  name: 'logisticsbase',
  menuPath: '/logistics/logisticsbase',
  api: '/blade-tradePort/logisticsbase',
  endpoints: { submit: ['save', 'submit'] },
  titleField: 'baseName',
  fields: {
    baseName: text({ required: true, search: true, max: 100, width: 200 }),
    baseStatus: dict('logistics_base_status', { biz: true, search: true, form: false }),
    baseCode: text({ required: true, search: true, readOnly: 'edit', max: 32 }),
    baseType: dict('logistics_base_type', { biz: true, required: true, search: true }),
    operatorName: text({ max: 100, width: 200 }),
    province: text({ search: true, max: 20 }),
    city: text({ max: 20 }),
    district: text({ list: false, max: 20 }),
    address: text({ list: false, max: 200 }),
    longitude: number({ list: false, min: -180, max: 180 }),
    latitude: number({ list: false, min: -90, max: 90 }),
    capacity: weight({ min: 0 }),
    currentStock: weight({ min: 0 }),
    storageType: dict('storage_type', { biz: true, list: false }),
    hasWeighbridge: switchField({ list: false }),
    hasDryer: switchField({ list: false }),
    hasRailLine: switchField({ list: false }),
    contactName: text({ list: false, max: 50 }),
    contactPhone: phone({ list: false }),
    images: image({ list: false }),
    auditRemark: textarea({ form: false }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    {
      name: 'approve',
      code: 'logisticsbase_approve',
      endpoint: 'approve',
      send: 'body',
      when: logisticsBaseGuard('approve'),
      confirm: true,
    },
    {
      name: 'reject',
      code: 'logisticsbase_reject',
      endpoint: 'reject',
      send: 'body',
      when: logisticsBaseGuard('reject'),
      form: { auditRemark: textarea({ required: true, max: 255 }) },
    },
  ],
});

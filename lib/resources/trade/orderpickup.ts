import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, file, money, number, phone, switchField, text, textarea, weight } from '../fields';
import { PICKUP_EDITABLE, PICKUP_REMOVABLE, pickupGuard } from '@/domain/trade-machines';

// 提货单 (Pick-up orders): refers to its order by orderNo. Its workflow actions are offered per row in the states
// domain/trade-machines.ts allows (the service enforces the same table).
export const orderpickup = defineResource({
  name: 'orderpickup',
  menuPath: '/order/orderpickup',
  api: '/blade-tradePort/orderpickup',
  titleField: 'pickupNo',
  defaultSort: { field: 'createTime', direction: 'desc' },
  rowGuards: { edit: { pickupStatus: PICKUP_EDITABLE }, remove: { pickupStatus: PICKUP_REMOVABLE } },
  fields: {
    pickupNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    orderNo: text({ required: true, search: true, max: 32, width: 170 }),
    // The workflow's states next to the numbers, in view without scrolling.
    pickupStatus: dict('pickup_status', { biz: true, search: true, form: false }),
    depositStatus: dict('deposit_status', { biz: true, form: false }),
    orderId: text({ list: false }),
    contractNo: text({ list: false, max: 32 }),
    goodsName: text({ max: 100, width: 200 }),
    buyerId: text({ list: false }),
    buyerName: text({ search: true, max: 100, width: 200 }),
    sellerId: text({ list: false }),
    sellerName: text({ list: false, max: 100 }),
    logisticsBaseId: text({ list: false }),
    warehouseName: text({ max: 100, width: 180 }),
    applyQuantity: weight({ required: true, min: 0 }),
    approvedQuantity: weight({ min: 0 }),
    actualQuantity: weight({ min: 0 }),
    unitPrice: money({ list: false, min: 0 }),
    pickupAmount: money({ min: 0, width: 150 }),
    depositDeducted: money({ list: false, min: 0, form: false }),
    depositReleased: money({ list: false, min: 0, form: false }),
    pickupStart: date(),
    pickupEnd: date(),
    pickupMethod: dict('pickup_method', { biz: true }),
    consignee: text({ list: false, max: 50 }),
    consigneePhone: phone({ list: false }),
    consigneeIdCard: text({ list: false, max: 18 }),
    vehicleCount: number({ list: false, min: 0 }),
    releaseBy: text({ list: false, max: 50 }),
    releaseTime: datetime({ list: false }),
    superviseConfirm: switchField({ list: false }),
    attachments: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'submit', code: 'orderpickup_add', endpoint: 'pickUpSave', send: 'body', include: ['orderNo', 'applyQuantity'], when: pickupGuard('submit'), confirm: true },
    { name: 'financeConfirm', code: 'orderpickup_finance_confirm', endpoint: 'financialDetermination', when: pickupGuard('financeConfirm'), confirm: true },
    { name: 'financeCancel', code: 'orderpickup_finance_cancel', endpoint: 'financeCancelOrder', when: pickupGuard('financeCancel'), form: { reason: textarea({ max: 255 }) } },
    { name: 'confirm', code: 'orderpickup_confirm', endpoint: 'confirmOrder', when: pickupGuard('confirm'), confirm: true },
    { name: 'return', code: 'orderpickup_return', endpoint: 'returnOrder', when: pickupGuard('return'), form: { reason: textarea({ required: true, max: 255 }) } },
    { name: 'verify', code: 'orderpickup_verify', endpoint: 'verification', when: pickupGuard('verify'), confirm: true },
    {
      name: 'pound', code: 'orderpickupdetail_pound', endpoint: '/blade-order/orderpickupdetail/poundsSave', param: 'pickupId', send: 'body', when: pickupGuard('pound'),
      form: {
        plateNo: text({ required: true, max: 20 }), driverName: text({ max: 20 }),
        grossWeight: weight({ required: true, min: 0 }), tareWeight: weight({ required: true, min: 0 }), deductWeight: weight({ min: 0, defaultValue: 0 }),
      },
    },
    { name: 'balance', code: 'orderpickup_balance', endpoint: 'orderBalance', when: pickupGuard('balance'), confirm: true },
    { name: 'deduct', code: 'orderpickup_deduct', endpoint: 'depositDeduction', when: pickupGuard('deduct'), confirm: true },
    { name: 'release', code: 'orderpickup_release', endpoint: 'depositRelease', param: 'ids', when: pickupGuard('release'), confirm: true, bulk: true },
    { name: 'logistics', code: 'orderpickup_view', href: '/order/logistics/{id}', when: { pickupStatus: [4, 5] } },
    { name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}' },
    // The slip the gate checks against the truck (lib/print/documents/pickup.ts); printing is reading, so the view code.
    { name: 'print', code: 'orderpickup_view', href: '/print/pickup/{id}', newTab: true, icon: 'print' },
    // Shipping starts once the supervisor released the goods (待提货, 提货中, 已完成).
    { name: 'shipping', code: 'shipping_view', href: '/component/orderShipping?orderNo={orderNo}&pickupNo={pickupNo}', needs: ['orderNo', 'pickupNo'], when: { pickupStatus: [3, 4, 5] } },
  ],
});

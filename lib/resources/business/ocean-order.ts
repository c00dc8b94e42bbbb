import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, number, switchField, text, textarea, weight } from '../fields';
import { oceanOrderGuard } from '@/domain/desk-machines';

// 海运订单 (imported grain shipments): prices in US dollars (amount = quantity × unit price, by the service); added
// with save, edited with submit, published once with upOrder (domain/desk-machines.ts).
export const oceanOrder = defineResource({
  name: 'oceanorder',
  menuPath: '/ocean/oceanorder',
  api: '/tradePort/oceanorder',
  endpoints: { submit: ['save', 'submit'] },
  titleField: 'oceanOrderNo',
  fields: {
    oceanOrderNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    contractNo: text({ list: false, max: 40 }),
    buyerName: text({ required: true, search: true, max: 100, width: 220 }),
    buyerId: text({ list: false }),
    sellerName: text({ max: 100, width: 200 }),
    goodsName: text({ required: true, max: 50, width: 140 }),
    originCountry: text({ max: 20, width: 90 }),
    vesselName: text({ search: true, max: 50, width: 160 }),
    voyageNo: text({ list: false, max: 20 }),
    billOfLadingNo: text({ list: false, max: 40 }),
    portOfLoading: text({ max: 50, width: 140 }),
    portOfDischarge: text({ max: 50, width: 110 }),
    quantity: weight({ required: true, width: 140 }),
    unitPriceUsd: number({ min: 0, width: 120 }),
    amountUsd: number({ min: 0, width: 150, form: false }),
    priceTerm: dict('incoterm', { biz: true }),
    laycanStart: date({ list: false }),
    laycanEnd: date({ list: false }),
    etd: datetime({ list: false }),
    eta: datetime({ width: 170 }),
    ata: datetime({ list: false }),
    customsStatus: dict('customs_status', { biz: true }),
    oceanStatus: dict('ocean_status', { biz: true, search: true, defaultValue: '0' }),
    bankId: text({ list: false }),
    isPublished: switchField({ form: false }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'publish', code: 'oceanorder_publish', endpoint: 'upOrder', method: 'GET', when: oceanOrderGuard('publish'), confirm: true },
  ],
});

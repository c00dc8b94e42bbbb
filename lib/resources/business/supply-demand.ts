import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, image, money, number, phone, text, textarea, weight } from '../fields';

// 供求信息 (supply and demand posts); expected price in 元/吨. Its pictures (supplyDemandImg) show as thumbnails
// (`images`, filled by the service) and are added one at a time by the 上传图片 action.
export const supplyDemand = defineResource({
  name: 'supplydemand',
  menuPath: '/supplydemand/supplydemand',
  api: '/blade-supplyDemand/supplyDemand',
  titleField: 'title',
  fields: {
    title: text({ required: true, search: true, max: 100, width: 260 }),
    sdType: dict('supply_demand_type', { biz: true, required: true, search: true }),
    variety: dict('grain_variety', { biz: true, required: true, search: true }),
    goodsName: text({ list: false, max: 100 }),
    grade: dict('grain_grade', { biz: true }),
    quantity: weight({ required: true, width: 130 }),
    expectedPrice: money({ width: 130 }),
    province: text({ max: 20, width: 90 }),
    city: text({ max: 20, width: 90 }),
    deliveryPlace: text({ list: false, max: 100 }),
    validUntil: date(),
    publisherName: text({ max: 100, width: 220 }),
    publisherId: text({ list: false }),
    contactName: text({ list: false, max: 30 }),
    contactPhone: phone({ list: false }),
    sdStatus: dict('supply_demand_status', { biz: true, search: true, defaultValue: '0' }),
    viewCount: number({ form: false, readOnly: true, list: false }),
    publishTime: datetime({ width: 170 }),
    description: textarea({ max: 2000 }),
    images: image({ form: false, sortable: false, width: 160 }),
    ...auditFields(),
  },
  rowActions: [
    {
      name: 'addImage',
      code: 'supplydemand_image',
      endpoint: '/blade-supplyDemand/supplyDemandImg/save',
      param: 'supplyDemandId',
      send: 'body',
      form: { imgUrl: image({ required: true }), imgName: text({ max: 50 }) },
    },
    { name: 'imageList', code: 'supplydemandimg_view', href: '/supplydemand/supplydemandimg?supplyDemandId={id}' },
  ],
});

import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, image, number, text, textarea } from '../fields';

// 广告管理 (adverts), shown by position in ascending sort order.
export const cmsAdvert = defineResource({
  name: 'cmsadvert',
  menuPath: '/cms/cmsadvert',
  api: '/blade-tradePort/cmsadvert',
  titleField: 'title',
  fields: {
    title: text({ required: true, search: true, max: 100, width: 240 }),
    position: dict('advert_position', { biz: true, required: true, search: true }),
    imageUrl: image({ required: true, list: true, width: 200 }),
    linkUrl: text({ max: 255, width: 220 }),
    sort: number({ min: 0, max: 9999, width: 80, defaultValue: 1 }),
    startTime: datetime({ width: 170 }),
    endTime: datetime({ width: 170 }),
    clickCount: number({ form: false, readOnly: true, width: 100 }),
    publishStatus: dict('cms_publish_status', { biz: true, search: true, defaultValue: '0' }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});

import { defineResource } from '../define-resource';
import { auditFields, image, number, text } from '../fields';

// 供求图片 (pictures of supply/demand posts): a read-only list served at /page.
export const supplyDemandImg = defineResource({
  name: 'supplydemandimg',
  menuPath: '/supplydemand/supplydemandimg',
  api: '/blade-supplyDemand/supplyDemandImg',
  endpoints: { list: 'page', detail: null },
  readOnly: true,
  titleField: 'imgName',
  fields: {
    supplyDemandTitle: text({ search: true, width: 260 }),
    supplyDemandId: text({ search: 'equal', width: 190 }),
    imgName: text({ width: 180 }),
    imgUrl: image({ width: 240 }),
    sort: number({ width: 80 }),
    ...auditFields(),
  },
});

import { defineResource } from '../define-resource';
import { auditFields, number, text, textarea } from '../fields';

// 常见问题 (FAQs) about listings.
export const goodsissue = defineResource({
  name: 'goodsissue',
  menuPath: '/tradeport/goodsissue',
  api: '/blade-tradePort/goodsissue',
  titleField: 'question',
  fields: {
    question: text({ required: true, search: true, max: 200, width: 300 }),
    answer: textarea({ required: true, list: true, max: 2000, width: 400 }),
    goodsId: text({ list: false }),
    sort: number({ min: 0 }),
    ...auditFields(),
  },
});

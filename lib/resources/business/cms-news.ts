import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, image, number, switchField, text, textarea } from '../fields';

// 资讯管理 (news and market commentary); pinned items list first.
export const cmsNews = defineResource({
  name: 'cmsnewsservice',
  menuPath: '/cms/cmsnewsservice',
  api: '/blade-tradePort/cmsnewsservice',
  titleField: 'title',
  fields: {
    title: text({ required: true, search: true, max: 150, width: 300 }),
    category: dict('news_category', { biz: true, required: true, search: true }),
    coverImage: image({ list: false }),
    summary: textarea({ max: 300 }),
    content: textarea({ required: true, max: 20000 }),
    author: text({ max: 30, width: 100 }),
    source: text({ max: 50, width: 140 }),
    releaseTime: datetime({ width: 170 }),
    viewCount: number({ form: false, readOnly: true, width: 100 }),
    isTop: switchField({ defaultValue: 0 }),
    publishStatus: dict('cms_publish_status', { biz: true, search: true, defaultValue: '0' }),
    ...auditFields(),
  },
});

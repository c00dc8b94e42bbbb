import type { TableDef } from '../../crud/table-def';

// 资讯管理 (news and market commentary); pinned items first, then the newest.
export const cmsNewsTable: TableDef = {
  table: 'tp_cmsnewsservice',
  base: '/blade-tradePort/cmsnewsservice',
  columns: {
    title: 'text',
    category: 'int',
    cover_image: 'text',
    summary: 'text',
    content: 'text',
    author: 'text',
    source: 'text',
    release_time: 'datetime',
    view_count: 'int',
    is_top: 'int',
    publish_status: 'int',
  },
  tenant: true,
  permission: 'cmsnewsservice',
  required: ['title', 'category', 'content'],
  defaultOrder: 'is_top DESC, release_time DESC, id DESC',
  indexes: [['category'], ['release_time']],
};

import type { TableDef } from '../../crud/table-def';

// 广告管理 (adverts on the trading site and app), ordered by sort.
export const cmsAdvertTable: TableDef = {
  table: 'tp_cmsadvert',
  base: '/blade-tradePort/cmsadvert',
  columns: {
    title: 'text',
    position: 'int',
    image_url: 'text',
    link_url: 'text',
    sort: 'int',
    start_time: 'datetime',
    end_time: 'datetime',
    click_count: 'int',
    publish_status: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'cmsadvert',
  required: ['title', 'position', 'image_url'],
  indexes: [['position', 'publish_status']],
};

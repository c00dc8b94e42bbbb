import type { TableDef } from '../../crud/table-def';

// 常见问题 (FAQs): questions buyers ask about listings, answered by the platform.
export const goodsissueTable: TableDef = {
  table: 'tp_goodsissue',
  base: '/blade-tradePort/goodsissue',
  columns: { goods_id: 'text', question: 'text', answer: 'text', sort: 'int' },
  tenant: true,
  permission: 'goodsissue',
  required: ['question', 'answer'],
};

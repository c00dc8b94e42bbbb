import type { TableDef } from '../../crud/table-def';

// 会话记录 (GoEasy chat history, go-easy service); the back office reads and deletes, messageAsRead marks read.
export const imHistoryTable: TableDef = {
  table: 'tp_imhistory',
  base: '/go-easy/imhistory',
  columns: {
    message_id: 'text',
    conversation_id: 'text',
    conversation_type: 'text',
    sender_id: 'text',
    sender_name: 'text',
    receiver_id: 'text',
    receiver_name: 'text',
    message_type: 'text',
    content: 'text',
    send_time: 'datetime',
    is_read: 'int',
    read_time: 'datetime',
  },
  tenant: true,
  permission: 'imhistory',
  // Everyone reads the messages they sent or received (the bell's messages tab); the screen reads the tenant.
  owners: ['sender_id', 'receiver_id'],
  required: ['conversation_id', 'sender_id', 'message_type', 'content'],
  unique: [{ columns: ['message_id'], message: '当前消息已存在!' }],
  defaultOrder: 'send_time DESC, id DESC',
  indexes: [['conversation_id', 'send_time'], ['sender_id'], ['receiver_id']],
};

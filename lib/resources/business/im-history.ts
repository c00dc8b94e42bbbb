import { defineResource } from '../define-resource';
import { auditFields, datetime, select, switchField, text, textarea } from '../fields';

// 会话记录 (GoEasy chat history): view and delete only; messages come from the chat clients.
export const imHistory = defineResource({
  name: 'imhistory',
  menuPath: '/desk/imhistory',
  api: '/go-easy/imhistory',
  endpoints: { submit: null },
  titleField: 'content',
  fields: {
    messageId: text({ list: false }),
    conversationId: text({ search: true, width: 200 }),
    conversationType: select(['private', 'group'], { width: 100 }),
    senderName: text({ search: true, width: 200 }),
    senderId: text({ list: false }),
    receiverName: text({ search: true, width: 200 }),
    receiverId: text({ list: false }),
    messageType: select(['text', 'image', 'file', 'order', 'goods'], { search: true, width: 100 }),
    content: textarea({ list: true, width: 320 }),
    sendTime: datetime({ width: 170 }),
    isRead: switchField({ search: true, width: 90 }),
    readTime: datetime({ list: false }),
    ...auditFields(),
  },
  // Either party's private chat (/conversations/PrivateChat/{id}); the chat page says so when it is the user's own id.
  rowActions: [
    { name: 'chatSender', code: 'imhistory_view', href: '/conversations/PrivateChat/{senderId}' },
    { name: 'chatReceiver', code: 'imhistory_view', href: '/conversations/PrivateChat/{receiverId}' },
  ],
});

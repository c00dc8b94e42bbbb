/**
 * The private chat's client-side model. History is the generic imhistory list of the conversation
 * (newest first, paged); live messages arrive one by one. Both end up in one list, oldest first, each
 * message once (a live message may also come back in a later history page).
 */
export type ChatMessage = {
  id: string;
  conversationId: string;
  senderId: string;
  senderName: string;
  receiverId: string;
  receiverName: string;
  messageType: string;
  content: string;
  sendTime: string;
  isRead: boolean;
};

/** Messages per history page. */
export const HISTORY_PAGE_SIZE = 20;
export const MAX_MESSAGE_LENGTH = 1000;

export const CHAT_API = {
  list: '/api/go-easy/imhistory/list',
  send: '/api/go-easy/imhistory/send',
  stream: '/api/go-easy/imhistory/stream',
  contact: '/api/go-easy/imhistory/contact',
  markRead: '/api/go-easy/imhistory/messageAsRead',
};

/** GoEasy's private conversation id: both user ids sorted (the same on both sides). */
export const privateConversationId = (a: string, b: string) => `private:${[a, b].sort().join('_')}`;

/** One page of the conversation, newest first (`descs` on send time, then id for same-second messages). */
export function historyUrl(conversationId: string, current: number, size = HISTORY_PAGE_SIZE): string {
  const query = new URLSearchParams({
    conversationId_equal: conversationId,
    descs: 'send_time,id',
    current: String(current),
    size: String(size),
  });
  return `${CHAT_API.list}?${query}`;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A Blade row (or pushed event) as a message; null when it has no id. */
export function toChatMessage(row: unknown): ChatMessage | null {
  if (!row || typeof row !== 'object') return null;
  const value = row as Record<string, unknown>;
  if (!text(value.id)) return null;
  return {
    id: text(value.id),
    conversationId: text(value.conversationId),
    senderId: text(value.senderId),
    senderName: text(value.senderName),
    receiverId: text(value.receiverId),
    receiverName: text(value.receiverName),
    messageType: text(value.messageType) || 'text',
    content: text(value.content),
    sendTime: text(value.sendTime),
    isRead: Number(value.isRead) === 1,
  };
}

/** Oldest first; ids are time-ordered snowflakes, so they break ties within one second. */
const compare = (a: ChatMessage, b: ChatMessage) =>
  a.sendTime !== b.sendTime
    ? a.sendTime < b.sendTime
      ? -1
      : 1
    : a.id.length !== b.id.length
      ? a.id.length - b.id.length
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0;

/** Both lists in one, each id once (the incoming copy wins: it may carry a newer read flag), oldest first. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...message, isRead: message.isRead || !!byId.get(message.id)?.isRead });
  return [...byId.values()].sort(compare);
}

/** Ids of the messages addressed to `me` not yet marked read. */
export const unreadFor = (messages: ChatMessage[], me: string) =>
  messages.filter((message) => message.receiverId === me && !message.isRead).map((message) => message.id);

/** Whether two neighbouring messages are far enough apart (5 min) to show a time divider. */
export function startsNewGroup(previous: ChatMessage | undefined, message: ChatMessage): boolean {
  if (!previous) return true;
  const gap = Date.parse(message.sendTime.replace(' ', 'T')) - Date.parse(previous.sendTime.replace(' ', 'T'));
  return !(gap < 5 * 60_000);
}

import { historyUrl, mergeMessages, privateConversationId, startsNewGroup, toChatMessage, unreadFor, type ChatMessage } from './messages';

const message = (id: string, sendTime: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 'private:1_2',
  senderId: '1',
  senderName: 'A',
  receiverId: '2',
  receiverName: 'B',
  messageType: 'text',
  content: id,
  sendTime,
  isRead: false,
  ...extra,
});

describe('private chat model', () => {
  it('names a conversation the same from both sides', () => {
    expect(privateConversationId('20', '10')).toBe('private:10_20');
    expect(privateConversationId('10', '20')).toBe('private:10_20');
  });

  it('asks for one page of the conversation, newest first', () => {
    const url = new URL(historyUrl('private:1_2', 3), 'http://x');
    expect(url.pathname).toBe('/api/go-easy/imhistory/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      conversationId_equal: 'private:1_2',
      descs: 'send_time,id',
      current: '3',
      size: '20',
    });
  });

  it('reads Blade rows, dropping rows without an id', () => {
    expect(toChatMessage({ id: '5', senderId: '1', content: '<b>x</b>', isRead: 1, sendTime: '2026-01-01 10:00:00' })).toMatchObject({
      id: '5',
      content: '<b>x</b>',
      isRead: true,
      messageType: 'text',
    });
    expect(toChatMessage({ content: 'no id' })).toBeNull();
    expect(toChatMessage(null)).toBeNull();
  });

  it('merges history pages and live messages oldest first, each once, keeping read flags', () => {
    const older = [message('3', '2026-01-01 10:00:02'), message('2', '2026-01-01 10:00:01')];
    const merged = mergeMessages([message('3', '2026-01-01 10:00:02', { isRead: true }), message('10', '2026-01-01 10:00:02')], older);
    expect(merged.map((item) => item.id)).toEqual(['2', '3', '10']);
    expect(merged.find((item) => item.id === '3')?.isRead).toBe(true);
  });

  it('lists only unread messages addressed to me', () => {
    const list = [
      message('1', 't', { receiverId: 'me' }),
      message('2', 't', { receiverId: 'me', isRead: true }),
      message('3', 't', { receiverId: 'other' }),
    ];
    expect(unreadFor(list, 'me')).toEqual(['1']);
  });

  it('starts a time group after five quiet minutes', () => {
    const first = message('1', '2026-01-01 10:00:00');
    expect(startsNewGroup(undefined, first)).toBe(true);
    expect(startsNewGroup(first, message('2', '2026-01-01 10:04:59'))).toBe(false);
    expect(startsNewGroup(first, message('3', '2026-01-01 10:05:00'))).toBe(true);
  });
});

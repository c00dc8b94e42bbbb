import { formatBladeTime, parseBladeTime } from './blade-time';
import { relativeTime } from './relative-time';
import { toAttachment, toMailItems, toMessageItems, toNoticeItems, pageTotal, type FeedItem } from './feed-item';
import { countUnread, EMPTY_MARKERS, isUnread, markAllRead, markRead, MAX_READ_IDS, parseMarkers } from './read-markers';
import { inboxKeys } from './sources';

// 2026-11-21 12:00:00 in Shanghai.
const NOW = Date.UTC(2026, 10, 21, 4, 0, 0);
const ago = (hours: number) => formatBladeTime(NOW - hours * 3_600_000);

describe('Blade times', () => {
  it('are Shanghai wall time whatever the browser zone', () => {
    expect(parseBladeTime('2026-11-21 12:00:00')).toBe(NOW);
    expect(formatBladeTime(NOW)).toBe('2026-11-21 12:00:00');
    expect(parseBladeTime('2026-11-21T12:00')).toBe(NOW);
    expect(parseBladeTime('')).toBeNull();
    expect(parseBladeTime('yesterday')).toBeNull();
  });
});

describe('relativeTime', () => {
  it('reads minutes, hours and days, then the date', () => {
    expect(relativeTime(ago(0), NOW)).toEqual({ key: 'justNow' });
    expect(relativeTime(ago(-0.01), NOW)).toEqual({ key: 'justNow' });
    expect(relativeTime(ago(0.5), NOW)).toEqual({ key: 'minutes', count: 30 });
    expect(relativeTime(ago(5), NOW)).toEqual({ key: 'hours', count: 5 });
    expect(relativeTime(ago(24), NOW)).toEqual({ key: 'days', count: 1 });
    expect(relativeTime(ago(6 * 24 + 23), NOW)).toEqual({ key: 'days', count: 6 });
    expect(relativeTime('2026-11-01 08:00:00', NOW)).toEqual({ key: 'date', date: '2026-11-01' });
    expect(relativeTime('', NOW)).toEqual({ key: 'unknown' });
  });
});

describe('mapping Blade records', () => {
  it('lists released notices by arrival, with release time shown, and hides scheduled ones', () => {
    const items = toNoticeItems(
      {
        records: [
          { id: '1', title: '旧通知', category: 1, content: 'a', createTime: ago(48), releaseTime: ago(48) },
          { id: '2', title: '定时发布', category: 6, content: 'b', createTime: ago(1), releaseTime: ago(-5) },
          // Written last week, released an hour ago: new now.
          { id: '3', title: '今天发布', category: 4, content: 'c', createTime: ago(170), releaseTime: ago(1), categoryName: '指示通知' },
          { id: '4', title: '无发布时间', category: 2, content: 'd', createTime: ago(3), releaseTime: '' },
        ],
      },
      NOW,
    );
    expect(items.map((item) => item.id)).toEqual(['3', '4', '1']);
    expect(items[0]).toMatchObject({
      tab: 'notices',
      title: '今天发布',
      category: '4',
      categoryName: '指示通知',
      time: ago(1),
      arrivedAt: ago(1),
    });
    expect(items[1]).toMatchObject({ time: ago(3), arrivedAt: ago(3) });
  });

  it('maps mail and messages with Blade’s null-to-empty values', () => {
    expect(toMailItems({ records: [{ id: '9', content: '验证码 1234', smsType: 1, sendTime: '', createTime: ago(2) }] })[0]).toMatchObject({
      tab: 'mail',
      text: '验证码 1234',
      category: '1',
      time: ago(2),
    });
    expect(toMailItems({ records: [{ id: '9' }] })[0]).not.toHaveProperty('read');
    const messages = toMessageItems({
      records: [
        { id: '5', senderName: '陈交易', messageType: 'text', content: '你好', sendTime: ago(1), createTime: ago(1), isRead: 0 },
        {
          id: '6',
          senderName: '',
          senderId: 'wangdefu',
          messageType: 'image',
          content: '/api/x/grower-corn.jpg',
          sendTime: ago(2),
          createTime: ago(2),
          isRead: 1,
        },
      ],
    });
    expect(messages[0]).toMatchObject({ title: '陈交易', text: '你好', read: false, attachment: undefined });
    expect(messages[1]).toMatchObject({
      title: 'wangdefu',
      text: '',
      read: true,
      attachment: { type: 'image', label: 'grower-corn.jpg', url: '/api/x/grower-corn.jpg' },
    });
  });

  it('summarises order and goods cards and tolerates broken payloads', () => {
    expect(toAttachment('order', '{"orderNo":"DD20261121","amount":5}')).toEqual({ type: 'order', label: 'DD20261121' });
    expect(toAttachment('goods', '{"goodsName":"玉米"}')).toEqual({ type: 'goods', label: '玉米' });
    expect(toAttachment('goods', 'not json')).toEqual({ type: 'goods', label: '' });
    expect(toAttachment('file', 'javascript:alert(1)')).toMatchObject({ type: 'file', url: undefined });
    expect(toAttachment('voice', 'x')).toEqual({ type: 'other', label: 'x' });
  });

  it('reads pages and totals defensively', () => {
    expect(toNoticeItems(null)).toEqual([]);
    expect(toMailItems([{ id: '1', content: 'x' }])).toHaveLength(1);
    expect(pageTotal({ total: 7 })).toBe(7);
    expect(pageTotal({})).toBe(0);
  });

  it('asks each family for the user’s own rows, newest first', () => {
    expect(inboxKeys.mail('42')).toBe('/api/blade-tradePort/usersms/list?current=1&size=50&descs=create_time&userId_equal=42');
    expect(inboxKeys.unreadMessages('42')).toBe(
      '/api/go-easy/imhistory/list?current=1&size=1&descs=create_time&receiverId_equal=42&isRead_equal=0',
    );
  });
});

describe('read markers and unread counting', () => {
  const item = (id: string, hours: number, extra: Partial<FeedItem> = {}): FeedItem => ({
    tab: 'notices',
    id,
    title: id,
    text: '',
    category: '1',
    categoryName: '',
    time: ago(hours),
    arrivedAt: ago(hours),
    ...extra,
  });
  const items = [item('a', 1), item('b', 30), item('c', 24 * 13), item('d', 24 * 15)];

  it('counts what arrived within the news window and was not opened', () => {
    expect(countUnread(items, EMPTY_MARKERS, NOW)).toBe(3);
    expect(isUnread(items[3], EMPTY_MARKERS, NOW)).toBe(false);
    const opened = markRead(EMPTY_MARKERS, 'b');
    expect(countUnread(items, opened, NOW)).toBe(2);
    expect(markRead(opened, 'b')).toBe(opened);
  });

  it('lets the server flag decide for messages', () => {
    expect(isUnread(item('m', 24 * 30, { read: false }), EMPTY_MARKERS, NOW)).toBe(true);
    expect(isUnread(item('n', 1, { read: true }), EMPTY_MARKERS, NOW)).toBe(false);
  });

  it('marks all with a watermark in server time, so later arrivals are still new', () => {
    const all = markAllRead(markRead(EMPTY_MARKERS, 'b'), items);
    expect(all).toEqual({ before: ago(1), ids: [] });
    expect(countUnread(items, all, NOW)).toBe(0);
    expect(countUnread([item('e', 0.2), ...items], all, NOW)).toBe(1);
    // Marks of items not in the list survive.
    expect(markAllRead({ before: '', ids: ['zz'] }, items).ids).toEqual(['zz']);
  });

  it('parses stored markers tolerantly and caps them', () => {
    expect(parseMarkers(null)).toEqual(EMPTY_MARKERS);
    expect(parseMarkers('{oops')).toEqual(EMPTY_MARKERS);
    expect(parseMarkers('{"before":5,"ids":["x",3]}')).toEqual({ before: '', ids: ['x'] });
    let markers = EMPTY_MARKERS;
    for (let index = 0; index < MAX_READ_IDS + 5; index++) markers = markRead(markers, String(index));
    expect(markers.ids).toHaveLength(MAX_READ_IDS);
    expect(markers.ids[0]).toBe('5');
  });
});

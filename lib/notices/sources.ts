/**
 * Where the top bar's three inbox tabs read from. Every source is an ordinary Blade family listed in
 * docs/spec.md §7, so the same calls work against a real BladeX gateway and against the embedded service.
 *
 * | tab                 | list (newest first)                                                              | unread state                                             |
 * |---------------------|----------------------------------------------------------------------------------|----------------------------------------------------------|
 * | notices (通知)       | GET /blade-desk/notice/list?descs=create_time                                    | per-user markers in the browser (Blade has no read flag) |
 * | messages (消息)      | GET /go-easy/imhistory/list?receiverId_equal=<me>&descs=create_time              | server: isRead; count = total of `&isRead_equal=0`       |
 * |                     | POST /go-easy/imhistory/messageAsRead {ids}                                      | marks them read for everyone of this user's browsers     |
 * | mail (邮件)          | GET /blade-tradePort/usersms/list?userId_equal=<me>&descs=create_time            | per-user markers in the browser (no read flag)           |
 *
 * Mail: the platform has no mailbox family; the closest thing addressed to one person is the outbox
 * of SMS/mail it sent to that user (usersms: login codes, daily trade digests, due-date alerts to the
 * staff in charge). Showing them here gives staff one place for everything the platform told them.
 * `_equal` keeps the match exact (a plain key is LIKE in Blade's Condition.getQueryWrapper).
 */
export type InboxTab = 'mail' | 'messages' | 'notices';

export const INBOX_TABS: readonly InboxTab[] = ['mail', 'messages', 'notices'];

/** How many recent items each tab lists (and, for the browser-marked tabs, counts unread among). */
export const LIST_SIZE = 50;

/** Messages tab: how many unread ids one "mark all as read" may send (the endpoint's limit). */
export const MARK_ALL_LIMIT = 1000;

/** How often the bell asks every source again (components/notices/use-inbox.ts). */
export const POLL_MS = 30_000;

const list = (path: string, filters: Record<string, string> = {}, size = LIST_SIZE) =>
  `${path}?${new URLSearchParams({ current: '1', size: String(size), descs: 'create_time', ...filters })}`;

export const inboxKeys = {
  notices: () => list('/api/blade-desk/notice/list'),
  mail: (userId: string) => list('/api/blade-tradePort/usersms/list', { userId_equal: userId }),
  messages: (userId: string) => list('/api/go-easy/imhistory/list', { receiverId_equal: userId }),
  /** One row is enough: the badge reads the page's total. */
  unreadMessages: (userId: string, size = 1) => list('/api/go-easy/imhistory/list', { receiverId_equal: userId, isRead_equal: '0' }, size),
};

export const MESSAGE_AS_READ = '/api/go-easy/imhistory/messageAsRead';

import { formatBladeTime, parseBladeTime } from './blade-time';
import type { InboxTab } from './sources';

/** What a chat message that is not plain text carries, shown as "[图片]", "[订单] DD2026…" etc. */
export type Attachment = { type: 'image' | 'file' | 'order' | 'goods' | 'other'; label: string; url?: string };

/** One row of an inbox tab, whatever family it came from. */
export type FeedItem = {
  tab: InboxTab;
  id: string;
  /** Notice title, sender's name, or '' for mail (the list shows its type instead). */
  title: string;
  /** Full text; the list clamps it to two lines. */
  text: string;
  attachment?: Attachment;
  /** Dictionary key of the notice category (dict `notice`) or SMS type (biz dict `sms_type`). */
  category: string;
  /** A label Blade already resolved (NoticeVO.categoryName), used when the dictionary is not loaded. */
  categoryName: string;
  /** Shown time: release time for notices, send time for messages and mail, else the creation time. */
  time: string;
  /**
   * When the item reached the user (the later of creation and release): what browser-side read
   * markers compare, so a notice written last week but released today still counts as new.
   */
  arrivedAt: string;
  /** Server read flag (messages only); undefined where the family has none. */
  read?: boolean;
  /** Messages: the sender's user id, whose private chat a reply opens. */
  peerId?: string;
};

type Row = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined || value === -1 ? '' : String(value));

/** The later of two Blade times (empty ones ignored). */
const later = (a: string, b: string) => (parseBladeTime(b) !== null && (parseBladeTime(a) === null || b > a) ? b : a);

/** Blade's IPage records, tolerating a bare array (a gateway answering listAll-style). */
export function pageRecords(data: unknown): Row[] {
  const records = Array.isArray(data) ? data : (data as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? records.filter((row): row is Row => !!row && typeof row === 'object') : [];
}

/** A page's total (the badge count for server-flagged families). */
export function pageTotal(data: unknown): number {
  const total = Number((data as { total?: unknown } | null)?.total);
  return Number.isFinite(total) && total > 0 ? total : 0;
}

/**
 * Blade notices, hiding the ones scheduled for later: a release time ahead of now means the author
 * set a publication date, and it is not news until then.
 */
export function toNoticeItems(data: unknown, now: number = Date.now()): FeedItem[] {
  const nowText = formatBladeTime(now);
  const items: FeedItem[] = [];
  for (const row of pageRecords(data)) {
    const created = text(row.createTime);
    const released = parseBladeTime(text(row.releaseTime)) === null ? '' : text(row.releaseTime);
    if (!text(row.id) || released > nowText) continue;
    items.push({
      tab: 'notices',
      id: text(row.id),
      title: text(row.title),
      text: text(row.content),
      category: text(row.category),
      categoryName: text(row.categoryName),
      time: released || created,
      arrivedAt: later(created, released),
    });
  }
  return items.sort((a, b) => (a.arrivedAt < b.arrivedAt ? 1 : a.arrivedAt > b.arrivedAt ? -1 : 0));
}

/** SMS/mail the platform sent to the user. */
export function toMailItems(data: unknown): FeedItem[] {
  return pageRecords(data)
    .map((row): FeedItem => {
      const created = text(row.createTime);
      return {
        tab: 'mail',
        id: text(row.id),
        title: '',
        text: text(row.content),
        category: text(row.smsType),
        categoryName: '',
        time: text(row.sendTime) || created,
        arrivedAt: created,
      };
    })
    .filter((item) => item.id);
}

/** Chat messages addressed to the user, with the server's read flag. */
export function toMessageItems(data: unknown): FeedItem[] {
  return pageRecords(data)
    .map((row): FeedItem => {
      const created = text(row.createTime);
      const type = text(row.messageType) || 'text';
      const content = text(row.content);
      const attachment = type === 'text' ? undefined : toAttachment(type, content);
      return {
        tab: 'messages',
        id: text(row.id),
        title: text(row.senderName) || text(row.senderId),
        text: attachment ? '' : content,
        attachment,
        category: type,
        categoryName: '',
        time: text(row.sendTime) || created,
        arrivedAt: created,
        read: Number(row.isRead) === 1,
        peerId: text(row.senderId) || undefined,
      };
    })
    .filter((item) => item.id);
}

/** GoEasy payloads: a file/image URL, or the JSON card of an order or goods listing. */
export function toAttachment(type: string, content: string): Attachment {
  if (type === 'image' || type === 'file') {
    const name = decodeURIComponent(content.split(/[?#]/)[0].split('/').pop() ?? '');
    return { type, label: name, url: /^(\/|https?:\/\/)/.test(content) ? content : undefined };
  }
  if (type === 'order' || type === 'goods') {
    const card = parseCard(content);
    return { type, label: text(type === 'order' ? card.orderNo : card.goodsName) };
  }
  return { type: 'other', label: content };
}

function parseCard(content: string): Row {
  try {
    const value = JSON.parse(content);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

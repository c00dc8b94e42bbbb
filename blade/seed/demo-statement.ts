import { crc32 } from 'node:zlib';

/**
 * The seeded spreadsheet (a month's fund statement) as a CSV that Excel and WPS open directly: UTF-8 with a byte-order
 * mark (without it Excel reads Chinese as GBK), CRLF line ends, amounts with two decimals and a running balance.
 * The rows follow from the file's name, so the same name always gives the same file (and the same recorded size).
 */
export function demoStatement(name: string): Buffer {
  let state = crc32(Buffer.from(name, 'utf8')) || 1;
  // xorshift32: a small deterministic sequence, enough to vary the amounts.
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const summaries = ['玉米货款', '小麦货款', '保证金', '仓储费', '物流运费', '质检费', '服务费', '退还保证金'];
  let balance = 500_000 + Math.round(next() * 500_000);
  const lines = [['日期', '摘要', '收入（元）', '支出（元）', '余额（元）'].join(',')];
  lines.push(['2026-03-01', '期初余额', '', '', balance.toFixed(2)].join(','));
  for (let day = 2; day <= 31; day += 1 + Math.floor(next() * 3)) {
    const income = next() < 0.45;
    const amount = Math.round(next() * 120_000 * 100) / 100;
    balance = Math.round((balance + (income ? amount : -amount)) * 100) / 100;
    const summary = summaries[Math.floor(next() * summaries.length)];
    lines.push(
      [
        `2026-03-${String(day).padStart(2, '0')}`,
        summary,
        income ? amount.toFixed(2) : '',
        income ? '' : amount.toFixed(2),
        balance.toFixed(2),
      ].join(','),
    );
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

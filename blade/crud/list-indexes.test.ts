import Database from 'better-sqlite3';
import type { Context } from '../http/router';
import { paramTable } from '../tables/system/param';
import { noticeTable } from '../tables/business/notice';
import { json, useTestServer } from '../testing/test-server';
import { FEW_MATCHES, pageStatements } from './list-page';
import { listIndexes } from './list-indexes';
import { syncTables } from './schema-sync';
import { readScope, tableContext } from './table-context';

const server = useTestServer();
const ROWS = 3000;
const param = tableContext(paramTable, {});

/** The grid's clicks on 参数管理 (next page, a column sort each way, a search, a date range) as Blade list queries. */
const QUERIES = [
  'current=1&size=10',
  'current=2&size=10',
  'current=180&size=10',
  'current=1&size=10&descs=param_name',
  'current=3&size=10&descs=param_key',
  'current=1&size=10&descs=param_value',
  'current=7&size=20&ascs=create_time',
  'current=1&size=10&descs=create_time&paramKey=list.index.02',
  'current=2&size=10&paramName=索引参数 1',
  'current=3&size=10&descs=param_value&paramName=索引',
  'current=1&size=10&ascs=param_key&createTime_datege=2026-03-01 00:00:00&createTime_datelt=2026-03-02 00:00:00',
];

/** The statements the list runs for this query as the administrator (no data scope, no tenant on params). */
function statements(query: string) {
  const ctx = { db: server.db, query: new URLSearchParams(query), user: null } as unknown as Context;
  return pageStatements(param, readScope(param, ctx, true), ctx.query);
}

/** The page statement the list runs for this query: from the matches when they are few, else the ordered walk. */
const rowsFor = (query: string) => {
  const { matches, fromMatches, rows } = statements(query);
  const found = server.db
    .prepare(matches.sql)
    .pluck()
    .all(...matches.params);
  return found.length <= FEW_MATCHES ? fromMatches(found) : rows;
};

const plan = (statement: { sql: string; params: unknown[] }) =>
  (server.db.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...statement.params) as { detail: string }[])
    .map((step) => step.detail)
    .join(' ; ');

const list = async (query: string) => (await json(await server.get(`/blade-system/param/list?${query}`, server.admin))).data;

beforeAll(() => {
  // Distinct names, keys, values and times, so every order asked for is one order (no ties left to the plan).
  const insert = server.db.prepare(`INSERT INTO blade_param (id, param_name, param_key, param_value, remark, create_user, create_time,
    update_user, update_time, status, is_deleted) VALUES (?, ?, ?, ?, '', '1', ?, '1', ?, 1, ?)`);
  server.db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const time = new Date(Date.UTC(2026, 1, 1) + i * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      // Every 7th row is removed logically: lists and totals must leave it out whatever the plan.
      insert.run(
        `7${String(i).padStart(18, '0')}`,
        `索引参数 ${i}`,
        `list.index.${String(i).padStart(4, '0')}`,
        String((i * 7919) % ROWS),
        time,
        time,
        i % 7 === 0 ? 1 : 0,
      );
    }
  })();
});

describe('the generic list on a large table', () => {
  it('creates the scope + column indexes for every list column, free text aside', () => {
    expect(listIndexes(paramTable)).toEqual(
      ['id', 'param_name', 'param_key', 'param_value', 'create_time', 'update_time', 'status'].map((column) => ['is_deleted', column]),
    );
    expect(listIndexes(noticeTable)).toContainEqual(['tenant_id', 'is_deleted', 'release_time']);
    expect(listIndexes(noticeTable).flat()).not.toContain('content');
    const names = (
      server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'blade_param'").all() as { name: string }[]
    ).map((index) => index.name);
    expect(names).toEqual(expect.arrayContaining(['ix_blade_param_is_deleted_id', 'ix_blade_param_is_deleted_param_name']));
  });

  it('pages and sorts by walking an index, and counts from one, without reading the whole table', () => {
    for (const query of QUERIES.filter((query) => !query.includes('paramKey=') && !query.includes('paramName='))) {
      const { count, rows } = statements(query);
      expect({ query, rows: plan(rows), count: plan(count) }).toEqual({
        query,
        // A date range may start from the time index and sort its few rows; a page or a sort alone walks its index in order.
        rows: query.includes('createTime_')
          ? expect.stringMatching(/^SEARCH blade_param USING INDEX ix_blade_param_is_deleted_/)
          : expect.stringMatching(/^SEARCH blade_param USING INDEX ix_blade_param_is_deleted_[a-z_]+ \(is_deleted=\?\)$/),
        count: expect.stringMatching(/^SEARCH blade_param USING COVERING INDEX ix_blade_param_is_deleted_/),
      });
    }
  });

  it('finds a rare search term in one pass over the index holding its column, and sorts only its matches', () => {
    const { matches } = statements(QUERIES[7]);
    expect(plan(matches)).toBe('SEARCH blade_param USING COVERING INDEX ix_blade_param_is_deleted_param_key (is_deleted=?)');
    expect(plan(rowsFor(QUERIES[7]))).toMatch(/^SCAN matched VIRTUAL TABLE .*; SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(plan(rowsFor(QUERIES[7]))).not.toMatch(/SCAN (blade_param|t)\b/);
    // A term most rows match walks the order's index: the page is met after a few rows.
    expect(plan(rowsFor(QUERIES[9]))).toBe('SEARCH blade_param USING INDEX ix_blade_param_is_deleted_param_value (is_deleted=?)');
  });

  it('counts a large list once until the database changes, through this service or another connection', async () => {
    const total = async () => (await list('current=5&size=10')).total;
    const before = await total();
    expect(await total()).toBe(before);
    const other = new Database(server.db.name);
    try {
      other
        .prepare(`INSERT INTO blade_param (id, param_name, param_key, param_value, create_time, is_deleted)
          VALUES ('7999999999999999999', '另一连接', 'list.index.other', '1', '2026-01-01 00:00:00', 0)`)
        .run();
      expect(await total()).toBe(before + 1);
    } finally {
      other.close();
    }
    const removed = await json(await server.post('/blade-system/param/remove?ids=7999999999999999999', server.admin));
    expect(removed.success).toBe(true);
    expect(await total()).toBe(before);
  });

  it('answers the same rows, order and totals with the indexes as without them', async () => {
    const live = ROWS - Math.ceil(ROWS / 7);
    const indexed = await Promise.all(QUERIES.map(list));
    // What the grid shows, checked against the data itself where it is simple to say.
    expect(indexed[0].total).toBe(live + 7); // the seeded parameters and the live ones added here
    const liveNames = (server.db.prepare('SELECT param_name AS name FROM blade_param WHERE is_deleted = 0').all() as { name: string }[])
      .map((row) => row.name)
      .sort()
      .reverse();
    expect(indexed[3].records.map((row: { paramName: string }) => row.paramName)).toEqual(liveNames.slice(0, 10));
    expect(indexed[7].total).toBe(Array.from({ length: 100 }, (_, i) => 200 + i).filter((i) => i % 7 !== 0).length);
    expect(indexed[10].total).toBe(Array.from({ length: 24 }, (_, i) => 672 + i).filter((i) => i % 7 !== 0).length);

    const dropped = listIndexes(paramTable).map((columns) => `ix_blade_param_${columns.join('_')}`);
    for (const name of dropped) server.db.exec(`DROP INDEX ${name}`);
    try {
      expect(plan(statements(QUERIES[3]).rows)).toMatch(/TEMP B-TREE/);
      const scanned = await Promise.all(QUERIES.map(list));
      for (const [i, query] of QUERIES.entries()) expect({ query, answer: indexed[i] }).toEqual({ query, answer: scanned[i] });
    } finally {
      syncTables(server.db, [paramTable]);
    }
    expect(plan(statements(QUERIES[3]).rows)).not.toMatch(/TEMP B-TREE/);
  });
});

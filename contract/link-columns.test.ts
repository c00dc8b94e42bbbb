/**
 * Every picture or file a screen lets a user set (an `image` or `file` field of lib/resources) is a link column the
 * embedded service checks (blade/crud/link-columns.ts): a new field cannot slip past the storage-link rule.
 */
import { resources } from '@/lib/resources';
import { crudTables } from '../blade/tables';
import { LINK_COLUMNS } from '../blade/crud/link-columns';
import { toSnake } from '../blade/crud/table-def';
import { useTestServer, json } from '../blade/testing/test-server';

const server = useTestServer();

describe('link columns', () => {
  it('cover every image and file field of a table the screens write', () => {
    const missing: string[] = [];
    for (const resource of resources) {
      const table = crudTables.find(({ def }) => def.base === resource.api)?.def.table;
      if (!table) continue;
      for (const [name, field] of Object.entries(resource.fields)) {
        if (
          (field.type === 'image' || field.type === 'file') &&
          field.form !== false &&
          !(LINK_COLUMNS[table] ?? []).includes(toSnake(name))
        )
          missing.push(`${resource.name}.${name} (${table})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('refuses a foreign or script link in a generic save and keeps the row as it was', async () => {
    const before = server.db.prepare('SELECT * FROM tp_cmsadvert WHERE is_deleted = 0 LIMIT 1').get() as Record<string, unknown>;
    for (const link of ['javascript:alert(1)', 'https://tracker.example/pixel.png', '//tracker.example/p.png']) {
      const answer = await json(await server.post('/blade-tradePort/cmsadvert/submit', server.admin, { id: before.id, imageUrl: link }));
      expect([link, answer.success, answer.msg]).toEqual([link, false, '图片和文件只能使用本平台存储的链接']);
    }
    expect(server.db.prepare('SELECT * FROM tp_cmsadvert WHERE id = ?').get(before.id)).toEqual(before);
    const own = await json(
      await server.post('/blade-tradePort/cmsadvert/submit', server.admin, {
        id: before.id,
        imageUrl: '/api/blade-resource/oss/endpoint/file?name=a.png',
      }),
    );
    expect(own.success).toBe(true);
  });
});

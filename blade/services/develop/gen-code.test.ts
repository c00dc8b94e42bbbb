import { useTestServer } from '../../testing/test-server';
import { zip } from './zip';
import { crc32 } from '../shared/crc32';

/** Reads a stored-only archive through its central directory, checking each entry's CRC. */
function unzip(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const crc = archive.readUInt32LE(at + 16);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(archive.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + size);
    expect(crc32(data)).toBe(crc);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength;
  }
  return files;
}

describe('zip writer', () => {
  it('computes the standard CRC-32 and stores UTF-8 names', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const files = unzip(zip([{ name: '目录/说明.txt', content: '玉米' }, { name: 'a.bin', content: Buffer.from([0, 1, 2]) }]));
    expect([...files.keys()]).toEqual(['目录/说明.txt', 'a.bin']);
    expect(files.get('目录/说明.txt')).toBe('玉米');
  });
});

describe('gen-code', () => {
  const server = useTestServer();
  const get = (path: string, who = server.admin) => fetch(server.base + path, { headers: { 'blade-auth': `bearer ${who}` } });
  const codeId = (table: string) => (server.db.prepare('SELECT id FROM blade_code WHERE table_name = ?').get(table) as { id: string }).id;

  it('archives the Java, Saber and resource files of each chosen table from its real columns', async () => {
    const response = await get(`/blade-develop/code/gen-code?ids=${codeId('tp_orderpickup')},${codeId('tp_goods')}&system=saber`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="code-\d{14}\.zip"$/);
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    const java = 'orderpickup/api/src/main/java/org/springblade/tradeport';
    expect([...files.keys()].filter((name) => name.startsWith('orderpickup/'))).toEqual([
      `${java}/entity/Orderpickup.java`, `${java}/vo/OrderpickupVO.java`, `${java}/controller/OrderpickupController.java`,
      `${java}/service/IOrderpickupService.java`, `${java}/service/impl/OrderpickupServiceImpl.java`, `${java}/mapper/OrderpickupMapper.java`,
      `${java}/mapper/OrderpickupMapper.xml`, `${java}/wrapper/OrderpickupWrapper.java`,
      'orderpickup/web/src/api/tradePort/orderpickup.js', 'orderpickup/web/src/views/tradePort/orderpickup.vue',
      'orderpickup/tradeport/lib/resources/tradePort/orderpickup.ts',
    ]);
    // Every real column of the table, typed; BaseEntity's columns inherited.
    const columns = (server.db.prepare('PRAGMA table_info(tp_orderpickup)').all() as { name: string }[]).map((column) => column.name);
    const entity = files.get(`${java}/entity/Orderpickup.java`)!;
    expect(entity).toContain('@TableName("tp_orderpickup")');
    expect(entity).toContain('public class Orderpickup extends TenantEntity');
    expect(entity).toContain('private String pickupNo;');
    expect(entity).not.toContain('private Long createUser;');
    expect(files.get(`${java}/mapper/OrderpickupMapper.xml`)!.match(/column="/g)).toHaveLength(columns.length);
    expect(files.get(`${java}/controller/OrderpickupController.java`)).toContain('@RequestMapping("/orderpickup")');
    expect(files.get('orderpickup/web/src/api/tradePort/orderpickup.js')).toContain("url: '/api/blade-tradePort/orderpickup/list'");
    expect(files.get('orderpickup/web/src/views/tradePort/orderpickup.vue')).toContain('prop: "pickupNo"');
    const resource = files.get('orderpickup/tradeport/lib/resources/tradePort/orderpickup.ts')!;
    expect(resource).toContain("api: '/blade-tradePort/orderpickup'");
    expect(resource).toMatch(/pickupNo: text\(\{[^}]*\}\),/);
    expect(resource).toContain('...auditFields(),');
    expect(files.has('goods/api/src/main/java/org/springblade/tradeport/entity/Goods.java')).toBe(true);
  });

  it('refuses what it cannot read or may not do', async () => {
    const refusal = async (path: string, who = server.admin) => {
      const response = await get(path, who);
      return { status: response.status, ...(await response.json()) };
    };
    const mysql = server.db.prepare("SELECT id FROM blade_datasource WHERE name = 'mysql'").get() as { id: string };
    server.db.prepare('UPDATE blade_code SET datasource_id = ? WHERE table_name = ?').run(mysql.id, 'tp_order');
    expect(await refusal(`/blade-develop/code/gen-code?ids=${codeId('tp_order')}`)).toMatchObject({ status: 400, msg: '数据源「mysql」无法在本服务读取表结构，请选择内置 SQLite 数据源' });
    server.db.prepare("UPDATE blade_code SET table_name = 'tp_nothing' WHERE table_name = ?").run('tp_reportedvolume');
    expect(await refusal(`/blade-develop/code/gen-code?ids=${codeId('tp_nothing')}`)).toMatchObject({ status: 400, msg: '数据表不存在: tp_nothing' });
    expect(await refusal('/blade-develop/code/gen-code?ids=')).toMatchObject({ status: 400, msg: '缺少必要的请求参数: ids' });
    expect(await refusal(`/blade-develop/code/gen-code?ids=${codeId('tp_goods')}&system=sword`)).toMatchObject({ status: 400, msg: '不支持的前端框架: sword' });
    const hr = (await server.login('hr')).access_token;
    expect((await refusal(`/blade-develop/code/gen-code?ids=${codeId('tp_goods')}`, hr)).status).toBe(403);
  });
});

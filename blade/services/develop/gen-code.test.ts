import { useTestServer } from '../../testing/test-server';
import { zip } from './zip';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Reads an archive with Python's zipfile (an independent reader): every CRC checked, every entry deflated. */
function unzip(archive: Buffer): Map<string, string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gen-code-')), 'out.zip');
  fs.writeFileSync(file, archive);
  const script = [
    'import sys,zipfile,json',
    'z=zipfile.ZipFile(sys.argv[1])',
    'assert z.testzip() is None',
    'assert all(i.compress_type==zipfile.ZIP_DEFLATED for i in z.infolist())',
    'print(json.dumps([[i.filename,z.read(i).decode("utf-8","replace")] for i in z.infolist()]))',
  ].join('\n');
  const entries = JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' })) as [string, string][];
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return new Map(entries);
}

describe('zip writer', () => {
  it('deflates its entries and keeps UTF-8 names and their order', () => {
    const files = unzip(
      zip([
        { name: '目录/说明.txt', content: '玉米' },
        { name: 'a.bin', content: Buffer.from([0, 1, 2]) },
      ]),
    );
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
      `${java}/entity/Orderpickup.java`,
      `${java}/vo/OrderpickupVO.java`,
      `${java}/controller/OrderpickupController.java`,
      `${java}/service/IOrderpickupService.java`,
      `${java}/service/impl/OrderpickupServiceImpl.java`,
      `${java}/mapper/OrderpickupMapper.java`,
      `${java}/mapper/OrderpickupMapper.xml`,
      `${java}/wrapper/OrderpickupWrapper.java`,
      'orderpickup/web/src/api/tradePort/orderpickup.js',
      'orderpickup/web/src/views/tradePort/orderpickup.vue',
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
    expect(await refusal(`/blade-develop/code/gen-code?ids=${codeId('tp_order')}`)).toMatchObject({
      status: 400,
      msg: '数据源「mysql」无法在本服务读取表结构，请选择内置 SQLite 数据源',
    });
    server.db.prepare("UPDATE blade_code SET table_name = 'tp_nothing' WHERE table_name = ?").run('tp_reportedvolume');
    expect(await refusal(`/blade-develop/code/gen-code?ids=${codeId('tp_nothing')}`)).toMatchObject({
      status: 400,
      msg: '数据表不存在: tp_nothing',
    });
    expect(await refusal('/blade-develop/code/gen-code?ids=')).toMatchObject({ status: 400, msg: '缺少必要的请求参数: ids' });
    expect(await refusal(`/blade-develop/code/gen-code?ids=${codeId('tp_goods')}&system=sword`)).toMatchObject({
      status: 400,
      msg: '不支持的前端框架: sword',
    });
    const hr = (await server.login('hr')).access_token;
    expect((await refusal(`/blade-develop/code/gen-code?ids=${codeId('tp_goods')}`, hr)).status).toBe(403);
  });
});

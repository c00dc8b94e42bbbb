import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildXlsx } from './xlsx';

describe('xlsx export', () => {
  it('writes a workbook an independent zip reader accepts, with text escaped and numbers numeric', () => {
    const bytes = buildXlsx(
      '参数管理',
      ['名称', '值'],
      [
        ['<玉米> & "大豆"', 2380.5],
        ['line\u0001break', null],
      ],
    );
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-')), 'out.xlsx');
    fs.writeFileSync(file, bytes);
    // Every part deflated (exports were stored uncompressed once), each CRC checked by testzip.
    const script =
      'import sys,zipfile;z=zipfile.ZipFile(sys.argv[1]);assert z.testzip() is None;assert all(i.compress_type==zipfile.ZIP_DEFLATED for i in z.infolist());print(z.read("xl/worksheets/sheet1.xml").decode())';
    const sheet = execFileSync('python3', ['-c', script, file], { encoding: 'utf8' });
    expect(sheet).toContain('<t xml:space="preserve">&lt;玉米&gt; &amp; &quot;大豆&quot;</t>');
    expect(sheet).toContain('<c r="B2"><v>2380.5</v></c>');
    expect(sheet).toContain('linebreak');
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1">');
  });
});

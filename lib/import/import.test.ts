import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import zh from '../../messages/zh.json';
import { goodsprice } from '../resources/trade/goodsprice';
import { user } from '../resources/system/user';
import { region } from '../resources/system/region';
import { importColumns } from './columns';
import { buildTemplate } from './template';
import { readXlsx } from './read-xlsx';
import { decodeCsv, parseCsv } from './read-csv';
import { readSheet, SheetReadError } from './read-sheet';
import { mapHeader, previewRows } from './rows';
import { fromTemplates } from './validation-texts';
import { buildFailedSheet } from './failed-sheet';
import type { Lookups } from './lookups';

const fields = zh.resources.goodsprice.fields as Record<string, string>;
const label = (name: string) => fields[name] ?? name;
const texts = fromTemplates(zh.validation);
const importTexts = { unknownOption: (value: string) => `「${value}」不在可选项中` };
const yesNo = { yes: '是', no: '否' };
const lookups: Lookups = {
  categoryId: [
    { key: '11', label: '玉米' },
    { key: '12', label: '小麦' },
  ],
  priceKind: [
    { key: '1', label: '出库价' },
    { key: '2', label: '到港价' },
  ],
};

/** Unzips with Python's zipfile (an independent reader) and returns one part's text. */
function partOf(bytes: Uint8Array, part: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-')), 'book.xlsx');
  fs.writeFileSync(file, bytes);
  const script = 'import sys,zipfile;z=zipfile.ZipFile(sys.argv[1]);assert z.testzip() is None;print(z.read(sys.argv[2]).decode())';
  return execFileSync('python3', ['-c', script, file, part], { encoding: 'utf8' });
}

describe('import columns and template', () => {
  const columns = importColumns(goodsprice, label);

  it('takes the add form’s editable fields, not the audit columns, files or fields the user may not see', () => {
    expect(columns.map((column) => column.name)).toEqual([
      'productName',
      'productId',
      'categoryId',
      'region',
      'logisticsBaseId',
      'priceDate',
      'priceKind',
      'price',
      'changeAmount',
      'source',
      'remark',
    ]);
    const userColumns = importColumns(
      user,
      (name) => name,
      (code) => code !== 'tenant_view',
    ).map((column) => column.name);
    expect(userColumns).not.toContain('tenantId');
    expect(userColumns).not.toContain('avatar');
    expect(userColumns).toContain('password');
    expect(importColumns(user, (name) => name).map((column) => column.name)).toContain('tenantId');
  });

  it('writes the labels with required columns marked, and dictionary and tree columns as drop-downs of labels from a hidden sheet', () => {
    const bytes = buildTemplate('商品价格', columns, lookups);
    const sheet = partOf(bytes, 'xl/worksheets/sheet1.xml');
    expect(sheet).toContain(`<c r="A1" t="inlineStr" s="2"><is><t xml:space="preserve">${fields.productName} *</t></is></c>`);
    expect(sheet).toContain('<c r="B1" t="inlineStr" s="1">');
    // categoryId is column C, priceKind column G; their entries are the lists sheet's columns A and B.
    expect(sheet).toContain('sqref="C2:C1048576"><formula1>lists!$A$1:$A$2</formula1>');
    expect(sheet).toContain('sqref="G2:G1048576"><formula1>lists!$B$1:$B$2</formula1>');
    expect(partOf(bytes, 'xl/workbook.xml')).toContain('<sheet name="lists" sheetId="2" state="hidden" r:id="rId2"/>');
    expect(partOf(bytes, 'xl/styles.xml')).toContain('<color rgb="FFC00000"/>');
    // Read back: the visible sheet is the header; the lists hold the labels.
    expect(readXlsx(bytes)).toEqual([columns.map((column) => column.label + (column.required ? ' *' : ''))]);
    expect(partOf(bytes, 'xl/worksheets/sheet2.xml')).toContain('到港价');
  });
});

describe('reading sheets', () => {
  it('reads an .xlsx as Excel saves it: shared strings with rich runs and phonetics, dates, numbers, booleans, gaps', () => {
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
      <row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="s"><v>2</v></c></row>
      <row r="3"><c r="A3" t="s"><v>3</v></c><c r="B3" s="1"><v>45566</v></c><c r="C3"><v>0.30000000000000004</v></c><c r="D3" t="b"><v>1</v></c><c r="E3" s="2"><v>45566.5</v></c><c r="F3" t="str"><f>A1</f><v>x &amp; y</v></c></row>
    </sheetData></worksheet>`;
    const strings = `<sst><si><t>名称</t></si><si><r><t>日</t></r><r><rPr><b/></rPr><t xml:space="preserve">期 </t></r></si><si><t>是否</t><rPh><t>ぜひ</t></rPh></si><si><t>A&lt;1&gt;</t></si></sst>`;
    const styles = `<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy/m/d\\ h:mm"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/></cellXfs></styleSheet>`;
    const bytes = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8(
        '<workbook xmlns:r="r"><sheets><sheet name="hidden" sheetId="1" state="hidden" r:id="rId1"/><sheet name="数据" sheetId="2" r:id="rId2"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="/xl/worksheets/data.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>',
      ),
      'xl/worksheets/data.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8(strings),
      'xl/styles.xml': strToU8(styles),
    });
    expect(readSheet(bytes)).toEqual([
      ['名称', '日期 ', '', '是否'],
      [],
      ['A<1>', '2024-10-01', '0.3', '1', '2024-10-01 12:00:00', 'x & y'],
    ]);
  });

  it('reads CSV with quotes, embedded commas and line breaks, CRLF, a BOM, semicolons, and GBK bytes', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,"two\nlines",3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', 'two\nlines', '3'],
    ]);
    expect(parseCsv('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('名称')]))).toBe('名称');
    // "玉米" in GBK, as Chinese Excel saves a CSV.
    expect(decodeCsv(new Uint8Array([0xd3, 0xf1, 0xc3, 0xd7]))).toBe('玉米');
  });

  it('refuses a binary .xls and a broken zip with a reason the dialog can word', () => {
    expect(() => readSheet(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toThrow(new SheetReadError('xls'));
    expect(() => readSheet(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toThrow(SheetReadError);
  });
});

describe('preview', () => {
  const columns = importColumns(goodsprice, label);
  const options = { resource: goodsprice, columns, lookups, yesNo, texts, importTexts };

  it('maps headers by label, marked label or field name, and names the required columns missing', () => {
    const { mapping, missing } = mapHeader([`${fields.productName} *`, 'price', '无关列', fields.productName], columns);
    expect(mapping).toEqual(['productName', 'price', null, null]);
    expect(missing).toEqual(['priceDate']);
  });

  it('maps labels back to keys (or accepts keys) and marks errors per cell with the form’s messages', () => {
    const sheet = [
      [`${fields.productName} *`, fields.categoryId, `${fields.priceDate} *`, fields.priceKind, `${fields.price} *`],
      ['玉米 二等', '玉米', '2026-11-01', '到港价', '2380.5'],
      ['', '', '', '', ''],
      ['小麦', '12', '2026/11/01', '离岸价', '12.345'],
      ['', '大豆', '2026-11-02', '1', ''],
    ];
    const preview = previewRows(sheet, options);
    expect(preview.missing).toEqual([]);
    expect(preview.rows.map((row) => row.line)).toEqual([2, 4, 5]);
    expect(preview.invalid).toBe(2);
    expect(preview.rows[0].errors).toEqual({});
    expect(preview.rows[0].values).toMatchObject({
      productName: '玉米 二等',
      categoryId: '11',
      priceDate: '2026-11-01',
      priceKind: '2',
      price: '2380.5',
    });
    expect(preview.rows[1].values.categoryId).toBe('12');
    expect(preview.rows[1].errors).toEqual({
      priceDate: zh.validation.date,
      priceKind: '「离岸价」不在可选项中',
      price: '最多保留2位小数',
    });
    expect(preview.rows[2].errors).toEqual({
      productName: `请输入${fields.productName}`,
      categoryId: '「大豆」不在可选项中',
      price: `请输入${fields.price}`,
    });
  });

  it('keeps the form’s default where a cell is empty', () => {
    const regionColumns = importColumns(region, (name) => name);
    const preview = previewRows(
      [
        ['name', 'code', 'parentCode', 'sort'],
        ['新区', '98', '', ''],
      ],
      { ...options, resource: region, columns: regionColumns, lookups: {} },
    );
    expect(preview.rows[0]).toMatchObject({ errors: {}, values: { name: '新区', code: '98', parentCode: '00', sort: '1' } });
  });

  it('splits a multiple tree cell into keys and reads yes/no', () => {
    const userLabel = (name: string) => (zh.resources.user.fields as Record<string, string>)[name] ?? name;
    const userColumns = importColumns(user, userLabel);
    const userLookups: Lookups = {
      deptId: [
        { key: '1', label: '总部' },
        { key: '2', label: '财务部' },
      ],
      roleId: [{ key: '9', label: '管理员' }],
      userType: [{ key: '1', label: 'Web' }],
      sex: [],
    };
    const header = userColumns.map((column) => column.label);
    const cells = userColumns.map(
      (column) =>
        ({ account: 'zhang', realName: '张三', password: 'Secret#2026', userType: 'Web', deptId: '总部，财务部', roleId: '管理员' })[
          column.name as 'account'
        ] ?? '',
    );
    const preview = previewRows([header, cells], { ...options, resource: user, columns: userColumns, lookups: userLookups });
    expect(preview.rows[0].errors).toEqual({});
    expect(preview.rows[0].values).toMatchObject({ deptId: '1,2', roleId: '9', userType: '1' });
  });
});

describe('failed rows sheet', () => {
  it('keeps the user’s cells and adds the line and the reason', () => {
    const bytes = buildFailedSheet(
      '失败',
      ['名称', '价格'],
      [
        { line: 2, cells: ['a', '1'] },
        { line: 3, cells: ['b'] },
      ],
      new Map([[3, '商品不存在']]),
      '失败原因',
      '行号',
    );
    expect(readXlsx(bytes)).toEqual([
      ['名称', '价格', '行号', '失败原因'],
      ['b', '', '3', '商品不存在'],
    ]);
  });
});

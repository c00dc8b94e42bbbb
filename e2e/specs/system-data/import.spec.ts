import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { zipEntries } from '../../support/zip-entries';

/**
 * 导入 as staff use it: download the template, fill it in, upload it, read the per-cell preview, import, and read the
 * sheet of rows that did not go in. The workbooks are read with the tests' own zip reader, not the app's.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });
test.describe.configure({ timeout: 150_000 });
const LOADED = { timeout: 30_000 };

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const texts = (xml: string) => [...xml.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((match) => match[1]);

async function openImport(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible(LOADED);
  await page.getByTestId('toolbar-import').click();
  const dialog = page.getByRole('dialog', { name: `导入${title}` });
  await expect(dialog.getByTestId('import-template')).toBeEnabled(LOADED);
  return dialog;
}

async function download(page: Page, click: () => Promise<void>, saveAs: string): Promise<Map<string, Buffer>> {
  const downloading = page.waitForEvent('download');
  await click();
  const file = await downloading;
  await file.saveAs(saveAs);
  return zipEntries(fs.readFileSync(saveAs));
}

test('商品价格: the template names the columns in Chinese, marks the required ones and offers categories and price kinds as drop-downs', async ({
  page,
}, testInfo) => {
  const dialog = await openImport(page, '/tradeport/goodsprice', '商品价格');
  const book = await download(page, () => dialog.getByTestId('import-template').click(), testInfo.outputPath('template.xlsx'));
  const sheet = book.get('xl/worksheets/sheet1.xml')!.toString('utf8');
  expect(texts(sheet)).toEqual([
    '产品名称 *',
    '产品ID',
    '品类',
    '地区',
    '库点ID',
    '报价日期 *',
    '价格类型',
    '价格(元/吨) *',
    '涨跌(元/吨)',
    '来源',
    '备注',
  ]);
  // 品类 (C) and 价格类型 (G) take their entries from the hidden lists sheet.
  expect(sheet).toMatch(/sqref="C2:C1048576"><formula1>lists!\$A\$1:\$A\$\d+<\/formula1>/);
  expect(sheet).toMatch(/sqref="G2:G1048576"><formula1>lists!\$B\$1:\$B\$\d+<\/formula1>/);
  expect(book.get('xl/workbook.xml')!.toString('utf8')).toContain('name="lists" sheetId="2" state="hidden"');
  const lists = texts(book.get('xl/worksheets/sheet2.xml')!.toString('utf8'));
  expect(lists.length).toBeGreaterThan(2);
});

test('行政区划: a sheet with good and bad rows imports the good ones; the failures come back as a sheet with the reason per row', async ({
  page,
  context,
}, testInfo) => {
  const stamp = String(Date.now()).slice(-6);
  const good = [`97${stamp}`, `96${stamp}`];
  const dialog = await openImport(page, '/system/region', '行政区划');
  const template = await download(page, () => dialog.getByTestId('import-template').click(), testInfo.outputPath('region-template.xlsx'));
  const sheet = template.get('xl/worksheets/sheet1.xml')!.toString('utf8');
  expect(texts(sheet)).toEqual(['区划名称 *', '区划编号 *', '上级区划编号', '排序', '备注']);

  // Filled in as a user would: two good rows, one the form refuses (letters in the code), one the service refuses
  // (its parent does not exist).
  const rows = [
    [`导入甲区${stamp}`, good[0], '', '1', 'e2e'],
    [`导入乙区${stamp}`, good[1], '00', '2', ''],
    [`导入坏码${stamp}`, '12ab', '', '', ''],
    [`导入孤区${stamp}`, `95${stamp}`, '999999999', '', ''],
  ];
  const cell = (value: string, column: number, row: number) =>
    value === '' ? '' : `<c r="${String.fromCharCode(65 + column)}${row}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const filled = sheet.replace(
    '</sheetData>',
    `${rows.map((cells, index) => `<row r="${index + 2}">${cells.map((value, column) => cell(value, column, index + 2)).join('')}</row>`).join('')}</sheetData>`,
  );
  const parts = Object.fromEntries(
    [...template].map(([name, data]) => [name, new Uint8Array(name === 'xl/worksheets/sheet1.xml' ? strToU8(filled) : data)]),
  );
  await dialog.getByTestId('import-file').setInputFiles({
    name: '区划.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(zipSync(parts)),
  });

  await expect(dialog.getByTestId('import-summary')).toHaveText('共 4 行：3 行有效，1 行有误', LOADED);
  const badRow = dialog.getByTestId('import-preview').locator('tr[data-line="4"]');
  await expect(badRow.locator('td[data-field="code"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(badRow.locator('td[data-field="code"]')).toContainText('只能输入数字');

  await dialog.getByTestId('import-start').click();
  await expect(dialog.getByTestId('import-result')).toContainText('导入完成：成功 2 行，失败 2 行', LOADED);

  for (const [index, code] of good.entries()) {
    const answer = await (await context.request.get(`/api/blade-system/region/detail?code=${code}`)).json();
    expect(answer.data).toMatchObject({ code, name: rows[index][0], parentCode: '00' });
  }
  const failed = await download(page, () => dialog.getByTestId('import-download-failed').click(), testInfo.outputPath('failed.xlsx'));
  const failedCells = texts(failed.get('xl/worksheets/sheet1.xml')!.toString('utf8'));
  expect(failedCells.slice(0, 7)).toEqual(['区划名称 *', '区划编号 *', '上级区划编号', '排序', '备注', '行号', '失败原因']);
  const failedXml = failed.get('xl/worksheets/sheet1.xml')!.toString('utf8');
  expect(failedXml).toContain(`导入坏码${stamp}`);
  expect(failedXml).toContain('区划编号: 只能输入数字');
  expect(failedXml).toContain(`导入孤区${stamp}`);
  expect(failedXml).toContain('父节点不存在!');
  expect(failedXml).not.toContain(`导入甲区${stamp}`);
});

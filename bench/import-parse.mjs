#!/usr/bin/env node
/**
 * Excel import: rows per second for reading and validating a 10,000-row goods-price sheet (.xlsx and .csv) with the
 * code the import worker runs (lib/import: read, map labels to keys, the add form's zod schema per row), against a
 * baseline in the same run: splitting the same CSV text into cells and nothing else.
 * No build needed: the TypeScript modules are compiled on load with @swc/core (already a dev dependency).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './lib.mjs';
import { requireTs } from './support/require-ts.mjs';

const require = requireTs(import.meta.url);

const lib = (file) => require(path.join(root, 'lib', file));
const { goodsprice } = lib('resources/trade/goodsprice.ts');
const { importColumns } = lib('import/columns.ts');
const { buildWorkbook } = lib('import/workbook.ts');
const { readSheet } = lib('import/read-sheet.ts');
const { previewRows } = lib('import/rows.ts');
const { fromTemplates } = lib('import/validation-texts.ts');
const zh = JSON.parse(fs.readFileSync(path.join(root, 'messages', 'zh.json'), 'utf8'));

const ROWS = 10_000;
const ROUNDS = 5;
const columns = importColumns(goodsprice, (name) => zh.resources.goodsprice.fields[name] ?? name);
const lookups = {
  categoryId: Array.from({ length: 40 }, (_, index) => ({ key: String(100 + index), label: `品类${index}` })),
  priceKind: [
    { key: '1', label: '收购价' },
    { key: '2', label: '出库价' },
    { key: '3', label: '到港价' },
    { key: '4', label: '指导价' },
  ],
};
const header = columns.map((column) => column.label + (column.required ? ' *' : ''));
// One row in fifty carries a mistake, as a real morning's sheet might.
const row = (index) =>
  columns.map(
    ({ name }) =>
      ({
        productName: `玉米 ${(index % 3) + 1}等 ${index}`,
        categoryId: `品类${index % 40}`,
        region: '辽宁锦州',
        priceDate: `2026-11-${String((index % 28) + 1).padStart(2, '0')}`,
        priceKind: index % 50 === 0 ? '离岸价' : '出库价',
        price: (2300 + (index % 200) + 0.5).toFixed(2),
        changeAmount: String((index % 20) - 10),
        source: '港口报价',
      })[name] ?? '',
  );
const data = Array.from({ length: ROWS }, (_, index) => row(index));
const xlsx = buildWorkbook([{ name: '商品价格', rows: [header, ...data], headerStyles: header.map(() => 'bold') }]);
const csvText = [header, ...data]
  .map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
  .join('\r\n');
const csv = new TextEncoder().encode(csvText);

const options = {
  resource: goodsprice,
  columns,
  lookups,
  yesNo: { yes: '是', no: '否' },
  texts: fromTemplates(zh.validation),
  importTexts: { unknownOption: (value) => `「${value}」不在可选项中` },
};

function measure(label, work) {
  work();
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  return { label, ms: median, perSecond: Math.round(ROWS / (median / 1000)) };
}

const baseline = measure('baseline: split CSV text into cells', () => csvText.split('\r\n').map((line) => line.split(',')));
let checked;
const results = [
  measure('.csv  read + labels→keys + zod per row', () => (checked = previewRows(readSheet(csv), options))),
  measure('.xlsx unzip + read only', () => readSheet(xlsx)),
  measure('.xlsx unzip + read + labels→keys + zod per row', () => (checked = previewRows(readSheet(xlsx), options))),
];
if (checked.rows.length !== ROWS || checked.invalid !== ROWS / 50)
  throw new Error(`expected ${ROWS} rows, ${ROWS / 50} invalid; got ${checked.rows.length}, ${checked.invalid}`);
console.log(
  `import parse+validate, ${ROWS} rows (${(xlsx.length / 1024).toFixed(0)} KB .xlsx, ${(csv.length / 1024).toFixed(0)} KB .csv), median of ${ROUNDS}:`,
);
console.log(`  ${baseline.label.padEnd(48)} ${baseline.ms.toFixed(1).padStart(8)} ms  ${String(baseline.perSecond).padStart(10)} rows/s`);
for (const result of results) {
  console.log(
    `  ${result.label.padEnd(48)} ${result.ms.toFixed(1).padStart(8)} ms  ${String(result.perSecond).padStart(10)} rows/s  (${(result.ms / baseline.ms).toFixed(1)}× the baseline's time)`,
  );
}

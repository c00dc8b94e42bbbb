import { buildWorkbook } from './workbook';
import type { ImportRow } from './rows';

/**
 * The rows that did not go in, as the user's own cells plus a last column with why: the service's message, or the
 * preview's per-cell errors ("单价: 请输入单价"). Fix the cells, delete the last column, import again.
 */
export function buildFailedSheet(
  title: string,
  header: string[],
  rows: Pick<ImportRow, 'line' | 'cells'>[],
  reasons: Map<number, string>,
  reasonTitle: string,
  lineTitle: string,
): Uint8Array {
  const width = Math.max(header.length, ...rows.map((row) => row.cells.length));
  const pad = (cells: string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? '');
  const failed = rows.filter((row) => reasons.has(row.line)).sort((a, b) => a.line - b.line);
  return buildWorkbook([
    {
      name: title,
      rows: [[...pad(header), lineTitle, reasonTitle], ...failed.map((row) => [...pad(row.cells), row.line, reasons.get(row.line) ?? ''])],
      headerStyles: [...pad(header).map(() => 'bold' as const), 'bold', 'required'],
    },
  ]);
}

/** A preview row's errors as one cell: "label: message; label: message". */
export function errorSummary(errors: Record<string, string>, label: (field: string) => string): string {
  return Object.entries(errors)
    .map(([field, message]) => `${label(field)}: ${message}`)
    .join('; ');
}

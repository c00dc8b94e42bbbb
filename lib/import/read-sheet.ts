import { decodeCsv, parseCsv } from './read-csv';
import { readXlsx, SheetReadError } from './read-xlsx';

/** An uploaded file's rows: .xlsx by its zip signature (whatever its name says), else CSV text. */
export function readSheet(bytes: Uint8Array): string[][] {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (zip) return readXlsx(bytes);
  // An old binary .xls (OLE2) is neither: the user is asked to save it as .xlsx.
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf) throw new SheetReadError('xls');
  return parseCsv(decodeCsv(bytes));
}

export { SheetReadError };

import { zipSync, strToU8 } from 'fflate';

/**
 * A small .xlsx writer for sheets that need more than the export's one (lib/export/xlsx.ts): several sheets, a hidden
 * one, a header style per column and drop-down lists (data validation) that read their entries from another sheet.
 */
export type SheetCell = string | number | null;

export type SheetSpec = {
  name: string;
  rows: SheetCell[][];
  hidden?: boolean;
  /** Style of each header cell: 'plain', 'bold' or 'required' (bold red); no header row when unset. */
  headerStyles?: ('bold' | 'required')[];
  /** A drop-down list on a column from row 2 down: the entries are `source` (e.g. `lists!$A$1:$A$9`). */
  lists?: { column: number; source: string; strict: boolean }[];
  widths?: number[];
};

const STYLE = { bold: 1, required: 2 } as const;

export const escapeXml = (text: string) =>
  text
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)
    // XML 1.0 forbids most control characters.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what this removes
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function sheetXml(sheet: SheetSpec): string {
  const cell = (value: SheetCell, column: number, row: number) => {
    const ref = `${columnName(column)}${row + 1}`;
    if (value === null || value === '') return '';
    const style = row === 0 && sheet.headerStyles?.[column] ? ` s="${STYLE[sheet.headerStyles[column]]}"` : '';
    if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${style}><v>${value}</v></c>`;
    return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
  };
  const data = sheet.rows
    .map((cells, row) => `<row r="${row + 1}">${cells.map((value, column) => cell(value, column, row)).join('')}</row>`)
    .join('');
  const cols = sheet.widths?.length
    ? `<cols>${sheet.widths.map((width, column) => `<col min="${column + 1}" max="${column + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`
    : '';
  const frozen = sheet.headerStyles
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    : '';
  const lists = sheet.lists?.length
    ? `<dataValidations count="${sheet.lists.length}">${sheet.lists
        .map(({ column, source, strict }) => {
          const letter = columnName(column);
          // A strict list refuses other text (a dictionary); a loose one only offers (a multiple tree takes several labels).
          return `<dataValidation type="list" allowBlank="1" showInputMessage="1" showErrorMessage="${strict ? 1 : 0}" sqref="${letter}2:${letter}1048576"><formula1>${escapeXml(source)}</formula1></dataValidation>`;
        })
        .join('')}</dataValidations>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${frozen}${cols}<sheetData>${data}</sheetData>${lists}</worksheet>`;
}

export const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';

export function buildWorkbook(sheets: SheetSpec[]): Uint8Array {
  const overrides = sheets
    .map(
      (_, index) =>
        `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const sheetList = sheets
    .map(
      (sheet, index) =>
        `<sheet name="${escapeXml(sheetName(sheet.name))}" sheetId="${index + 1}"${sheet.hidden ? ' state="hidden"' : ''} r:id="rId${index + 1}"/>`,
    )
    .join('');
  const rels = sheets
    .map(
      (_, index) =>
        `<Relationship Id="rId${index + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
    )
    .join('');
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`),
    '_rels/.rels': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheetList}</sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}<Relationship Id="rId${sheets.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`),
    'xl/styles.xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="3"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><color rgb="FFC00000"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`),
  };
  sheets.forEach((sheet, index) => (files[`xl/worksheets/sheet${index + 1}.xml`] = strToU8(sheetXml(sheet))));
  return zipSync(files, { level: 6 });
}

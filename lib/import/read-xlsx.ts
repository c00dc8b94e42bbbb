import { strFromU8, unzipSync } from 'fflate';

/**
 * Reads the first visible sheet of an .xlsx as rows of text, the way the form would receive them: numbers as typed,
 * dates as yyyy-MM-dd (HH:mm:ss), booleans as 1/0. Runs in a web worker, where there is no DOMParser: the few
 * SpreadsheetML elements it needs are scanned with regular expressions.
 */
export class SheetReadError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) =>
    entity[0] === '#'
      ? String.fromCodePoint(entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10))
      : ENTITIES[entity],
  );
}

const ATTRIBUTES = new Map<string, RegExp>();
/** An attribute's raw value in a start tag (the patterns are made once: a sheet has hundreds of thousands of cells). */
function attribute(tag: string, name: string): string | undefined {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`\\s${name}="([^"]*)"`)));
  return pattern.exec(tag)?.[1];
}

/** The text of a string item (<si>, <is>): its runs' <t> joined, without phonetic guides (<rPh>). */
function itemText(xml: string): string {
  // Most items are one plain <t>: read it without the rich-text walk.
  if (!xml.includes('<r>') && !xml.includes('<rPh')) {
    const single = /^<t(?:\s[^>]*)?>([^<]*)<\/t>$/.exec(xml);
    if (single) return decodeXml(single[1]);
  }
  let text = '';
  for (const match of xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g))
    text += decodeXml(match[1] ?? '');
  return text;
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((match) => itemText(match[1] ?? ''));
}

const BUILT_IN_DATES = new Set([14, 15, 16, 17, 22, 27, 30, 36, 45, 46, 47, 50, 57]);
const BUILT_IN_TIMES_ONLY = new Set([18, 19, 20, 21, 45, 46, 47]);

/** Per cell style index: 'date', 'datetime' or null, from the number formats in styles.xml. */
function dateStyles(xml: string | undefined): ('date' | 'datetime' | null)[] {
  if (!xml) return [];
  const custom = new Map<number, string>();
  for (const match of xml.matchAll(/<numFmt\s[^>]*>/g))
    custom.set(Number(attribute(match[0], 'numFmtId')), decodeXml(attribute(match[0], 'formatCode') ?? ''));
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf\s[^>]*>/g)].map((match) => {
    const id = Number(attribute(match[0], 'numFmtId') ?? 0);
    const code = custom.get(id);
    if (code !== undefined) {
      // A custom format is a date when it has date parts outside quotes and brackets ([Red], "元").
      const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
      if (!/[yd]/i.test(bare) && !/m/i.test(bare.replace(/[hs]/gi, ''))) return null;
      return /[hs]/i.test(bare) ? 'datetime' : 'date';
    }
    if (!BUILT_IN_DATES.has(id) || BUILT_IN_TIMES_ONLY.has(id)) return null;
    return id === 22 ? 'datetime' : 'date';
  });
}

/** Excel's serial day (1900 system, with its phantom 29 February 1900) → yyyy-MM-dd[ HH:mm:ss]. */
export function serialToDate(serial: number, withTime: boolean): string {
  const milliseconds = Math.round((serial - 25569) * 86_400_000);
  const iso = new Date(milliseconds).toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
}

function columnIndex(ref: string): number {
  let index = 0;
  for (const char of /^[A-Z]+/.exec(ref)?.[0] ?? '') index = index * 26 + char.charCodeAt(0) - 64;
  return index - 1;
}

/** A number as the user typed it: no float noise (0.1 + 0.2), no exponent for ordinary amounts. */
function numberText(raw: string): string {
  const value = Number(raw);
  if (!Number.isFinite(value)) return raw;
  return String(Number(value.toPrecision(15)));
}

/** The target of the workbook's first visible sheet, e.g. `xl/worksheets/sheet1.xml`. */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const workbook = files['xl/workbook.xml'] ? strFromU8(files['xl/workbook.xml']) : '';
  const rels = files['xl/_rels/workbook.xml.rels'] ? strFromU8(files['xl/_rels/workbook.xml.rels']) : '';
  const sheet = [...workbook.matchAll(/<sheet\s[^>]*>/g)].map((match) => match[0]).find((tag) => !/state="(hidden|veryHidden)"/.test(tag));
  const id = sheet && (attribute(sheet, 'r:id') ?? /\sr:id="([^"]*)"|\sid="([^"]*)"/.exec(sheet)?.[1]);
  const relation = id && [...rels.matchAll(/<Relationship\s[^>]*>/g)].map((match) => match[0]).find((tag) => attribute(tag, 'Id') === id);
  const target = relation ? (attribute(relation, 'Target') ?? '') : '';
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

export function readXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => (file.name.startsWith('xl/') && file.name.endsWith('.xml')) || file.name.endsWith('.rels'),
    });
  } catch {
    throw new SheetReadError('unreadable');
  }
  const path = firstSheetPath(files);
  if (!files[path]) throw new SheetReadError('unreadable');
  const strings = sharedStrings(files['xl/sharedStrings.xml'] && strFromU8(files['xl/sharedStrings.xml']));
  const styles = dateStyles(files['xl/styles.xml'] && strFromU8(files['xl/styles.xml']));
  const xml = strFromU8(files[path]);
  const rows: string[][] = [];
  for (const rowMatch of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(attribute(rowMatch[1], 'r') ?? rows.length + 1);
    const cells: string[] = [];
    let next = 0;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1];
      const ref = attribute(attributes, 'r');
      const column = ref ? columnIndex(ref) : next;
      next = column + 1;
      const body = cellMatch[2] ?? '';
      const type = attribute(attributes, 't') ?? 'n';
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value = '';
      if (type === 'inlineStr') value = itemText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      else if (raw === undefined) value = '';
      else if (type === 's') value = strings[Number(raw)] ?? '';
      else if (type === 'str' || type === 'e') value = decodeXml(raw);
      else if (type === 'b') value = raw === '1' ? '1' : '0';
      else {
        const kind = styles[Number(attribute(attributes, 's') ?? 0)];
        value = kind && Number.isFinite(Number(raw)) ? serialToDate(Number(raw), kind === 'datetime') : numberText(decodeXml(raw));
      }
      cells[column] = value;
    }
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  }
  return Array.from(rows, (row) => row ?? []);
}

/**
 * A printable document as plain data: the mappers (lib/print/documents/*.ts) build it from Blade's records, and one
 * renderer (components/print/print-document.tsx) lays every kind out on A4 the same way. Labels are message keys
 * under `print.*`; values keep their type so the page formats money and tonnes like the rest of the app.
 */
export const DOCUMENT_KINDS = ['pickup', 'contract', 'weighslip', 'invoice', 'loan'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isDocumentKind = (value: string): value is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(value);

export type PrintValue =
  | { kind: 'text'; value: string }
  | { kind: 'money'; value: number }
  | { kind: 'tonnes'; value: number }
  | { kind: 'percent'; value: number }
  /** A business dictionary's key, shown as its label in the reader's language. */
  | { kind: 'dict'; dict: string; value: string }
  /** A date range (validity, delivery period). */
  | { kind: 'period'; from: string; to: string }
  /** A message under `print.values` (a clause, a yes/no) with its arguments. */
  | { kind: 'message'; key: string; values?: Record<string, string | number> };

/** A labelled value; `wide` spans the whole row of the field grid. */
export type PrintField = { label: string; value: PrintValue; wide?: boolean };

export type PrintColumn = { label: string; numeric?: boolean };

export type PrintSection =
  | { type: 'fields'; title: string; fields: PrintField[] }
  | { type: 'table'; title: string; columns: PrintColumn[]; rows: PrintValue[][]; total?: (PrintValue | null)[]; empty?: string }
  | { type: 'clauses'; title: string; clauses: PrintValue[] };

export type PrintParty = { role: string; name: string };

export type PrintSignature = { role: string; seal: boolean };

/** Signing blocks: companies seal (盖章), people only sign. */
export const sealed = (...roles: string[]): PrintSignature[] => roles.map((role) => ({ role, seal: true }));
export const signed = (...roles: string[]): PrintSignature[] => roles.map((role) => ({ role, seal: false }));

export type PrintDocument = {
  kind: DocumentKind;
  /** The document's own number, printed under the title and encoded in the QR code when there is one. */
  number: string;
  parties: PrintParty[];
  sections: PrintSection[];
  /** Text the gate scans (the pick-up number). */
  qr?: string;
  /** The signing blocks, one per role: a signature line and a date line each, and a seal box for a company's seal. */
  signatures: PrintSignature[];
};

const EMPTY = '';
type Row = Record<string, unknown>;

/** Blade's null-to-empty: "" and -1 mean "not set". */
export function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== EMPTY && value !== -1 && value !== '-1';
}

export const text = (value: unknown): PrintValue => ({ kind: 'text', value: present(value) ? String(value) : EMPTY });
export const money = (value: unknown): PrintValue =>
  present(value) && Number.isFinite(Number(value)) ? { kind: 'money', value: Number(value) } : text('');
export const tonnes = (value: unknown): PrintValue =>
  present(value) && Number.isFinite(Number(value)) ? { kind: 'tonnes', value: Number(value) } : text('');
export const percent = (value: unknown): PrintValue =>
  present(value) && Number.isFinite(Number(value)) ? { kind: 'percent', value: Number(value) } : text('');
export const dict = (code: string, value: unknown): PrintValue =>
  present(value) ? { kind: 'dict', dict: code, value: String(value) } : text('');
export const period = (from: unknown, to: unknown): PrintValue =>
  present(from) || present(to)
    ? { kind: 'period', from: present(from) ? String(from).slice(0, 10) : EMPTY, to: present(to) ? String(to).slice(0, 10) : EMPTY }
    : text('');
export const message = (key: string, values?: Record<string, string | number>): PrintValue => ({ kind: 'message', key, values });

/** A field from a record's column: `field(row, 'pickupNo', text)` is labelled `print.fields.pickupNo`. */
export function field(row: Row, name: string, as: (value: unknown) => PrintValue = text, wide = false): PrintField {
  return { label: name, value: as(row[name]), ...(wide ? { wide } : {}) };
}

/** Sums a numeric column, to three decimals (tonnes) or two (money), as the service rounds. */
export function sum(rows: Row[], name: string, decimals: 2 | 3): number {
  const factor = 10 ** decimals;
  return Math.round(rows.reduce((total, row) => total + (Number.isFinite(Number(row[name])) ? Number(row[name]) : 0), 0) * factor) / factor;
}

/** Whether a mapped value has something to print (empty fields are left off a document rather than printed blank). */
export function filled(value: PrintValue): boolean {
  return value.kind !== 'text' || value.value !== EMPTY;
}

import type { DocumentKind, PrintDocument } from './document';
import {
  contractSources,
  invoiceSources,
  loanSources,
  pickupSources,
  weighslipSources,
  type SourceInput,
  type SourcePlan,
} from './sources';
import { pickupDocument } from './documents/pickup';
import { contractDocument } from './documents/contract';
import { weighslipDocument } from './documents/weighslip';
import { invoiceDocument } from './documents/invoice';
import { loanDocument } from './documents/loan';

type Row = Record<string, unknown>;
type Loaded = Readonly<Record<string, unknown>>;

const asRecord = (value: unknown): Row | null =>
  value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0 ? (value as Row) : null;
const asRows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/**
 * Each kind: what it reads (sources) and how the records become the document (build); build answers null when the
 * main record is missing (deleted, another tenant's), so the page says so instead of printing an empty form.
 */
export const DOCUMENTS: Record<
  DocumentKind,
  { sources: (input: SourceInput) => SourcePlan; build: (loaded: Loaded, id: string) => PrintDocument | null }
> = {
  pickup: {
    sources: pickupSources,
    build: (loaded) => {
      const pickup = asRecord(loaded.pickup);
      return (
        pickup &&
        pickupDocument({ pickup, lines: asRows(loaded.lines), moves: asRecord(loaded.moves) ?? undefined, slips: asRows(loaded.slips) })
      );
    },
  },
  contract: {
    sources: contractSources,
    build: (loaded) => {
      const order = asRecord(loaded.order);
      return order && contractDocument({ order, lines: asRows(loaded.lines) });
    },
  },
  weighslip: {
    sources: weighslipSources,
    build: (loaded, id) => {
      const pickup = asRecord(loaded.pickup);
      const slip = asRows(loaded.slips).find((row) => String(row.id) === id);
      return pickup && slip ? weighslipDocument({ pickup, slip }) : null;
    },
  },
  invoice: {
    sources: invoiceSources,
    build: (loaded) => {
      const invoice = asRecord(loaded.invoice);
      return invoice && invoiceDocument({ invoice, lines: asRows(loaded.lines) });
    },
  },
  loan: {
    sources: loanSources,
    build: (loaded) => {
      const agreement = asRecord(loaded.agreement);
      return agreement && loanDocument({ agreement });
    },
  },
};

/** The print view's address (the server PDF renders the same page). */
export const printPath = (kind: DocumentKind, id: string, params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return `/print/${kind}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
};

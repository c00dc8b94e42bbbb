import type { ResourceDef } from '@/lib/resources/define-resource';
import { endpointPath } from '@/lib/resources/define-resource';
import type { GridState } from '@/lib/grid/grid-state';
import { toListQuery } from '@/lib/grid/to-query';
import { request } from '@/lib/client/api';
import { flattenTree } from '@/lib/resources/tree-options';
import { TREE_SOURCE_URLS } from '@/lib/resources/option-sources';
import type { DictLabel } from '@/lib/i18n/dict-label';
import { exportedFields, toCells, type Labels as ExportLabels } from './to-cells';
import { buildXlsx, type Cell } from './xlsx';

const EXPORT_PAGE_SIZE = 500;

type Page = { records?: Record<string, unknown>[]; total?: number } | Record<string, unknown>[];

export type ExportJob = {
  resource: ResourceDef;
  state: GridState;
  hidden: Record<string, boolean>;
  title: string;
  labels: Omit<ExportLabels, 'lookups'>;
  /** Dictionary entries in the user's language, as the grid shows them (useDictLabel). */
  dictLabel: DictLabel;
  onProgress: (done: number, total: number) => void;
  isCancelled: () => boolean;
};

/** Dictionary and tree labels for the exported columns, so the sheet shows what the grid shows. */
async function lookups(fields: ReturnType<typeof exportedFields>, dictLabel: DictLabel) {
  const result: Record<string, Map<string, string>> = {};
  for (const [name, field] of fields) {
    if (field.type === 'dict') {
      const rows = await request<{ dictKey: unknown; dictValue: unknown }[]>(
        `/api/blade-system/${(field as { biz?: boolean }).biz ? 'dict-biz' : 'dict'}/dictionary`,
        { query: { code: field.dict } },
      );
      result[name] = new Map(
        (rows ?? []).map((row) => [String(row.dictKey), dictLabel(field.dict, String(row.dictKey), String(row.dictValue))]),
      );
    } else if (field.type === 'tree') {
      result[name] = new Map(flattenTree(await request(TREE_SOURCE_URLS[field.source])).map((option) => [option.value, option.label]));
    }
  }
  return result;
}

/**
 * Reads the whole filtered result page by page (no row cap) and builds the .xlsx workbook;
 * null when cancelled. Loaded only when someone exports.
 */
export async function runExport(job: ExportJob): Promise<Uint8Array | null> {
  const listPath = endpointPath(job.resource, 'list');
  if (!listPath) return null;
  const fields = exportedFields(job.resource, job.hidden);
  const labels: ExportLabels = { ...job.labels, lookups: await lookups(fields, job.dictLabel) };
  const rows: Cell[][] = [];
  for (let current = 1; ; current++) {
    const page = await request<Page>(`/api${listPath}`, {
      query: toListQuery(job.resource, { ...job.state, current, size: EXPORT_PAGE_SIZE }),
    });
    const records = Array.isArray(page) ? page : (page?.records ?? []);
    const total = Array.isArray(page) ? page.length : Number(page?.total ?? records.length);
    rows.push(...records.map((record) => toCells(record, fields, labels)));
    job.onProgress(rows.length, total);
    if (job.isCancelled()) return null;
    if (Array.isArray(page) || records.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return buildXlsx(
    job.title,
    fields.map(([name]) => job.labels.field(name)),
    rows,
  );
}

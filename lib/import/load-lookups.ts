import { request } from '../client/api';
import { flattenTree } from '../resources/tree-options';
import { TREE_SOURCE_URLS } from '../resources/option-sources';
import type { DictLabel } from '../i18n/dict-label';
import type { ImportColumn } from './columns';
import type { Lookups } from './lookups';

/**
 * The entries of every list column in the user's language, as the form's pickers show them: dictionaries through
 * the dictionary labels the grid uses, trees by node name, fixed options by their messages, switches yes/no.
 */
export async function loadLookups(
  columns: ImportColumn[],
  labels: { dictLabel: DictLabel; option: (field: string, value: string) => string; yes: string; no: string },
): Promise<Lookups> {
  const lookups: Lookups = {};
  await Promise.all(
    columns.map(async ({ name, field }) => {
      if (field.type === 'dict') {
        const rows = await request<{ dictKey: unknown; dictValue: unknown }[]>(
          `/api/blade-system/${field.biz ? 'dict-biz' : 'dict'}/dictionary`,
          { query: { code: field.dict } },
        );
        lookups[name] = (rows ?? []).map((row) => ({
          key: String(row.dictKey),
          label: labels.dictLabel(field.dict, String(row.dictKey), String(row.dictValue)),
        }));
      } else if (field.type === 'tree') {
        lookups[name] = flattenTree(await request(TREE_SOURCE_URLS[field.source])).map((option) => ({
          key: option.value,
          label: option.label,
        }));
      } else if (field.type === 'select') {
        lookups[name] = field.options.map((value) => ({ key: value, label: labels.option(name, value) }));
      } else if (field.type === 'switch') {
        lookups[name] = [
          { key: '1', label: labels.yes },
          { key: '0', label: labels.no },
        ];
      }
    }),
  );
  return lookups;
}

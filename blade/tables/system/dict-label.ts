import type { Db } from '../../db/open';

/** The label of a system dictionary key (Blade wrappers' `…Name` fields), or '' when unknown. */
export function dictLabel(db: Db, code: string, key: unknown): string {
  if (key == null || key === '') return '';
  const row = db
    .prepare("SELECT dict_value FROM blade_dict WHERE code = ? AND dict_key = ? AND parent_id <> '0' AND is_deleted = 0")
    .get(code, String(key)) as { dict_value: string } | undefined;
  return row?.dict_value ?? '';
}

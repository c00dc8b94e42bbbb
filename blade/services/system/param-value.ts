import type { Db } from '../../db/open';

/** Reads a blade_param value by key (Blade's ParamCache.getValue); undefined when absent. */
export function paramValue(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT param_value FROM blade_param WHERE param_key = ? AND is_deleted = 0').get(key) as
    | { param_value: string }
    | undefined;
  return row?.param_value;
}

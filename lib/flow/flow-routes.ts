/**
 * Saber's flow route dictionary (docs/spec.md §3): each entry of the `flow` dictionary becomes
 * routeKey `flow_<dictKey>` (a process category) → routeValue (its remark, e.g. `leave`), and a process's
 * start, handle and detail pages live under /work/process/<routeValue>/….
 */
export type FlowRoute = { routeKey: string; routeValue: string };

type DictRow = { code?: unknown; dictKey?: unknown; remark?: unknown };

export function flowRoutes(rows: readonly DictRow[]): FlowRoute[] {
  return rows
    .filter((row) => row.remark)
    .map((row) => ({ routeKey: `${String(row.code ?? 'flow')}_${String(row.dictKey ?? '')}`, routeValue: String(row.remark) }));
}

/** The route value of a category, or '' when the dictionary has none. */
export function flowRoute(routes: readonly FlowRoute[], category: string): string {
  return routes.find((route) => route.routeKey === category)?.routeValue ?? '';
}

/** Processes whose pages this app has (a dictionary entry pointing elsewhere gets no start or handle button). */
export const PROCESS_PAGES: ReadonlySet<string> = new Set(['leave']);

const seg = encodeURIComponent;

export const startPath = (routeValue: string, processDefinitionId: string) =>
  `/work/process/${routeValue}/form/${seg(processDefinitionId)}`;
export const handlePath = (routeValue: string, taskId: string, processInstanceId: string, businessId: string) =>
  `/work/process/${routeValue}/handle/${seg(taskId)}/${seg(processInstanceId)}/${seg(businessId)}`;
export const detailPath = (routeValue: string, processInstanceId: string, businessId: string) =>
  `/work/process/${routeValue}/detail/${seg(processInstanceId)}/${seg(businessId)}`;

/**
 * A process category (`flow_<dictKey>`) as the `flow` dictionary entry it names, with the label Blade resolved
 * (categoryName) as the stored value; null for a category that is not one of that dictionary's.
 */
export function flowCategoryEntry(category: string, categoryName: string): { code: 'flow'; key: string; value: string } | null {
  const match = /^flow_(.+)$/u.exec(category);
  return match ? { code: 'flow', key: match[1], value: categoryName } : null;
}

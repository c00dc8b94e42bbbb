/**
 * Room for labels whose language changes: English labels run longer than the Chinese ones the widths were first
 * chosen for ("Awaiting confirmation" against 待确认), so columns and chart axes size themselves from their labels.
 */

/** Approximate advance of a label in px: CJK characters are full width, others about half (Roboto-like fonts). */
export function labelWidth(text: string, fontPx: number): number {
  return [...text].reduce((sum, char) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/u.test(char) ? fontPx : fontPx * 0.55), 0);
}

/** Room for the longest of `labels` plus `padding`, never less than `min` nor more than `max`. */
export function widthFor(
  labels: readonly string[],
  { fontPx, padding, min, max }: { fontPx: number; padding: number; min: number; max: number },
): number {
  const longest = Math.max(0, ...labels.map((label) => labelWidth(label, fontPx)));
  return Math.min(max, Math.max(min, Math.ceil(longest + padding)));
}

/** A dictionary grid column: its labels as small chips (13 px, chip and cell padding), at least the field's width. */
export const dictColumnWidth = (labels: readonly string[], base: number) =>
  widthFor(labels, { fontPx: 13, padding: 44, min: base, max: 240 });

/** A chart's band axis of category labels (12 px ticks). */
export const bandAxisWidth = (labels: readonly string[]) => widthFor(labels, { fontPx: 12, padding: 14, min: 64, max: 160 });

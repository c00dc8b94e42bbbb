/**
 * The default width of a dictionary column: wide enough for its longest label in the current language as a
 * small chip, never narrower than the field's own width, at most MAX. English labels run longer than the
 * Chinese ones the widths were chosen for ("Awaiting confirmation" against 待确认).
 */
const MAX = 240;
/** Chip and cell padding around the label. */
const PADDING = 44;
/** Approximate advance of a 13 px chip label character: CJK full width, others about half. */
const charWidth = (char: string) => (/[\u2e80-\u9fff\uff00-\uffef]/u.test(char) ? 13 : 7);

export function dictColumnWidth(labels: readonly string[], base: number): number {
  const longest = Math.max(0, ...labels.map((label) => [...label].reduce((sum, char) => sum + charWidth(char), 0)));
  return Math.min(MAX, Math.max(base, Math.ceil(longest + PADDING)));
}

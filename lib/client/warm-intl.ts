/**
 * A page's first Intl.NumberFormat costs ~25 ms (ICU's number data), paid inside whichever render formats a number
 * first (the home figures, a list's money column) and making it a long task (bench/page-speed.mjs: TBT). Made
 * here, in a task of its own right after the page hydrated, it is a short task, and those renders find ICU ready.
 * Returns the cancel for an effect's cleanup.
 */
export function warmNumberFormat(locale: string): () => void {
  const timer = setTimeout(() => {
    new Intl.NumberFormat(locale).format(0);
  }, 0);
  return () => clearTimeout(timer);
}

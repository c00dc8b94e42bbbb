#!/usr/bin/env node
/**
 * Page weight: what a signed-in page's HTML document is made of, in bytes by part, and how far into it the list's first
 * row starts. Every full page load pays for these bytes before the rows can paint (bench/page-speed.mjs measures the
 * paint itself), so this is the figure to watch when the shell grows.
 * Parts: emotion's style tags (MUI's styles, server-inserted), the sidebar (<aside>), the top bar (<header>), the list's
 * first rows (data-testid="first-rows"), React's flight payload (the self.__next_f scripts, which carry the page again
 * as data for hydration), other scripts, and the rest; the whole document gzipped as the server sends it. Reported per
 * page in zh and en.
 * A list whose first page the service was slow to read comes in a streamed boundary after the shell (components/resource/
 * first-rows-boundary.tsx): its row then starts further in and "rest" grows by the boundary's copy; run again on a busy
 * machine.
 * `node bench/page-weight.mjs` (after a build); BENCH_PORT (default 3395), BENCH_PAGES (comma-separated paths),
 * BENCH_SAVE (a directory to write each document into, to look at).
 *
 * Figures (2 cores shared, load average 15–18; sizes do not depend on load), zh / en where they differ, KB:
 *   part                  | /system/param before → after | /wel/index before → after
 *   whole document        | 314.0 / 418.3 → 281.8 / 386.0 | 294.2 / 398.5 → 272.2 / 376.5
 *   gzipped               |  69.8 / 95.7  →  68.3 / 94.4  |  67.9 / 93.9  →  66.9 / 93.0
 *   emotion's styles      |  71.3 → 44.5                  |  54.5 → 36.0
 *   sidebar               |  30.8 → 25.4                  |  21.0 → 17.4
 *   top bar               |   9.8 → 9.9                   |   9.8 → 9.9
 *   first rows            |   5.2 → 5.2                   |   –
 *   flight payload        | 183.3 / 287.6 (unchanged)     | 183.0 / 287.3 (unchanged)
 *   first row starts at   | 125.6 → 93.4 KB into the page |   –
 * The styles: stylis's full prefixer replaced by the few -webkit- prefixes still needed (lib/theme/webkit-prefixes.ts,
 * -19.3 KB), the sidebar's names as one span styled by the list (-5.4 KB of markup, -2.7 KB of styles), the top bar's
 * icon buttons sharing one class (-4.8 KB). What is left of the flight payload: next-intl's messages (97 KB in zh; in en
 * with zh's seeded catalogues the English screens match Blade's texts against) and the shell's SWR fallback with the
 * menu's icon shapes (58 KB); it comes after the rows in the document.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { login, root, startProcess } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3395);
const base = `http://127.0.0.1:${port}`;
const pages = (process.env.BENCH_PAGES ?? '/wel/index,/system/param').split(',');

/** The [start, end) of the first element opened by `opening` (a regex on its start tag), nesting of the same tag counted. */
function elementSpan(html, opening, tag) {
  const match = opening.exec(html);
  if (!match) return null;
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = match.index + 1;
  let depth = 1;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[1] ? -1 : 1;
    if (depth === 0) return [match.index, html.indexOf('>', found.index) + 1];
  }
  return [match.index, html.length];
}

/** Bytes of every match of `pattern` inside [from, to). */
function bytesOf(html, pattern, from = 0, to = html.length) {
  let total = 0;
  for (const match of html.slice(from, to).matchAll(pattern)) total += Buffer.byteLength(match[0]);
  return total;
}

const STYLE = /<style[^>]*data-emotion[^>]*>[\s\S]*?<\/style>/g;
const FLIGHT = /<script[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g;
const SCRIPT = /<script[\s\S]*?<\/script>/g;

export function weigh(html) {
  const total = Buffer.byteLength(html);
  const styles = bytesOf(html, STYLE);
  const flight = bytesOf(html, FLIGHT);
  const scripts = bytesOf(html, SCRIPT) - flight;
  const part = (span) =>
    span ? Buffer.byteLength(html.slice(...span)) - bytesOf(html, STYLE, ...span) - bytesOf(html, SCRIPT, ...span) : 0;
  const sidebar = part(elementSpan(html, /<aside[\s>]/, 'aside'));
  const header = part(elementSpan(html, /<header[\s>]/, 'header'));
  const rowsSpan = elementSpan(html, /<div[^>]*data-testid="first-rows"/, 'div');
  const rows = part(rowsSpan);
  const firstRow = rowsSpan ? Buffer.byteLength(html.slice(0, html.indexOf('<tbody', rowsSpan[0]))) : null;
  const stylesBeforeRows = rowsSpan ? bytesOf(html, STYLE, 0, rowsSpan[0]) : null;
  return {
    total,
    gzip: zlib.gzipSync(html).length,
    styles,
    stylesBeforeRows,
    sidebar,
    header,
    rows,
    flight,
    scripts,
    rest: total - styles - flight - scripts - sidebar - header - rows,
    firstRow,
  };
}

const kb = (bytes) => (bytes === null ? '     –' : `${(bytes / 1024).toFixed(1).padStart(6)}`);

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  ensureBuilt(root, (line) => console.log(`[bench] ${line}`));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-weight-'));
  const { child } = await startProcess(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    env: { PORT: String(port), DATA_DIR: dataDir, BLADE_API_URL: '', SESSION_SECRET: '' },
    ready: /Ready in/,
  });
  try {
    const cookie = await login(base, dataDir);
    console.log('KB (1024 B) of the HTML document; "row at" is the offset of the first row, "styles<rows" the style bytes before it\n');
    console.log(
      'page              | lang |  total |   gzip | styles | styles<rows | sidebar | top bar |  rows | flight | scripts |   rest | row at',
    );
    for (const pathname of pages) {
      for (const locale of ['zh', 'en']) {
        const fetchPage = () => fetch(base + pathname, { headers: { Cookie: `${cookie}; NEXT_LOCALE=${locale}` }, redirect: 'manual' });
        await (await fetchPage()).text(); // warms the server's caches
        const response = await fetchPage();
        const html = await response.text();
        if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
        if (process.env.BENCH_SAVE)
          fs.writeFileSync(path.join(process.env.BENCH_SAVE, `${pathname.replaceAll('/', '_')}.${locale}.html`), html);
        const w = weigh(html);
        console.log(
          `${pathname.padEnd(17)} | ${locale.padEnd(4)} | ${kb(w.total)} | ${kb(w.gzip)} | ${kb(w.styles)} | ${kb(w.stylesBeforeRows).padStart(11)} | ${kb(w.sidebar).padStart(7)} | ${kb(w.header).padStart(7)} | ${kb(w.rows).padStart(5)} | ${kb(w.flight)} | ${kb(w.scripts).padStart(7)} | ${kb(w.rest)} | ${kb(w.firstRow)}`,
        );
      }
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

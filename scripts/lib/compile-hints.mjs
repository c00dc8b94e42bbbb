/**
 * Explicit compile hints (bench/page-speed.mjs): after `next build`, the browser chunks that pages load from their
 * HTML at startup get `//# allFunctionsCalledOnLoad` as their first line. Chromium (136+) then compiles every
 * function of those files on the background thread that streams the script, instead of lazily on the main thread
 * the first time each runs. Profiles of a cold list page showed that lazy compiling was about half of every long
 * task while React hydrated. Other browsers read the line as a comment.
 *
 * Marked: Next's root files (the React and Next runtime every page runs), the entry chunks of every layout and page,
 * from the client reference manifests, and the chunks of MUI X's DataGrid with those loaded alongside them: a list
 * screen renders the grid right after its first paint (components/resource/resource-data-grid.tsx), so its code is
 * startup code that merely arrives later. They are found by content (the grid's `MuiDataGrid` class names) and by the
 * chunk lists the startup chunks load them with. Chunks loaded on demand (dialogs, the tree picker, charts) are left to
 * lazy compiling, so their code is compiled only when needed. Idempotent; file names keep their build hash, which is
 * only a name. `node scripts/compile-hints.mjs [root]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What marks a chunk of the grid, which list screens load right after their first paint. */
const GRID_MARKER = 'MuiDataGrid';

/** The .next-relative paths (`static/chunks/….js`) every page's HTML may load at startup, and the grid's chunks. */
export function startupChunks(distDir) {
  const files = new Set();
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  for (const file of buildManifest.rootMainFiles ?? []) files.add(file);
  for (const manifestFile of clientReferenceManifests(path.join(distDir, 'server', 'app'))) {
    for (const manifest of Object.values(readClientReferenceManifest(manifestFile))) {
      for (const entryFiles of Object.values(manifest.entryJSFiles ?? {})) for (const file of entryFiles) files.add(file);
    }
  }
  for (const file of gridChunks(distDir, files)) files.add(file);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * The chunks holding the grid, and every chunk a startup chunk loads together with one of them (Turbopack writes an
 * async import as `Promise.all(["static/chunks/a.js", …].map(load))`).
 */
function gridChunks(distDir, startup) {
  const dir = path.join(distDir, 'static', 'chunks');
  if (!fs.existsSync(dir)) return [];
  const grid = new Set(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes(GRID_MARKER))
      .map((name) => `static/chunks/${name}`),
  );
  const found = new Set(grid);
  for (const file of startup) {
    const full = path.join(distDir, file);
    if (!file.endsWith('.js') || !fs.existsSync(full)) continue;
    for (const [, list] of fs.readFileSync(full, 'utf8').matchAll(/\[((?:"static\/chunks\/[^"]+\.js",?)+)\]/g)) {
      const members = list.split(',').map((item) => item.slice(1, -1));
      if (members.some((member) => grid.has(member))) for (const member of members) found.add(member);
    }
  }
  return found;
}

function clientReferenceManifests(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** A manifest is a script assigning `globalThis.__RSC_MANIFEST[route]`; run it in an empty context to read it. */
function readClientReferenceManifest(file) {
  const sandbox = { globalThis: {} };
  sandbox.self = sandbox.globalThis;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { timeout: 1000 });
  return sandbox.globalThis.__RSC_MANIFEST ?? {};
}

/** Prepends the hint to each startup chunk that lacks it; answers how many files changed. */
export function addCompileHints(distDir) {
  let marked = 0;
  for (const relative of startupChunks(distDir)) {
    const file = path.join(distDir, relative);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    marked++;
  }
  return marked;
}

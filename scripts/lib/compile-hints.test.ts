import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, startupChunks } from './compile-hints.mjs';

/** A .next folder shaped like Next 16's Turbopack output: root files, two routes' manifests, and a lazy chunk. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunks = path.join(dist, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  for (const name of ['runtime.js', 'react.js', 'layout.js', 'lazy-dialog.js', 'grid-page.js', 'styles.css'])
    fs.writeFileSync(path.join(chunks, name), `/* ${name} */`);
  // The list page's entry loads the grid after its first paint, with a chunk of the grid's own component beside it.
  fs.writeFileSync(
    path.join(chunks, 'grid.js'),
    '/* grid.js */e.A(1,()=>Promise.all(["static/chunks/data-grid.js","static/chunks/grid-parts.js"].map(t=>e.l(t))))',
  );
  fs.writeFileSync(path.join(chunks, 'data-grid.js'), '/* data-grid.js */const c="MuiDataGrid-root";');
  fs.writeFileSync(path.join(chunks, 'grid-parts.js'), '/* grid-parts.js */');
  fs.writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }),
  );
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(route)}]=${JSON.stringify({ entryJSFiles: entries })};`;
  const write = (dir: string, text: string) => {
    fs.mkdirSync(path.join(dist, 'server', 'app', dir), { recursive: true });
    fs.writeFileSync(path.join(dist, 'server', 'app', dir, 'page_client-reference-manifest.js'), text);
  };
  write('login', manifest('/login/page', { '[project]/app/layout': ['static/chunks/layout.js'] }));
  write(
    '(main)/[...path]',
    manifest('/(main)/[...path]/page', {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/(main)/[...path]/page': [
        'static/chunks/layout.js',
        'static/chunks/grid.js',
        'static/chunks/styles.css',
        'static/chunks/gone.js',
      ],
    }),
  );
  return dist;
}

const read = (dist: string, name: string) => fs.readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8');

describe('compile hints', () => {
  let dist: string;
  beforeEach(() => (dist = fakeBuild()));
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('lists the root files, every layout and page entry script and the grid loaded after the first paint, once each', () => {
    expect(startupChunks(dist).sort()).toEqual([
      'static/chunks/data-grid.js',
      'static/chunks/gone.js',
      'static/chunks/grid-parts.js',
      'static/chunks/grid.js',
      'static/chunks/layout.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ]);
  });

  it('marks startup chunks only, as their first line, leaving lazy chunks and styles alone', () => {
    expect(addCompileHints(dist)).toBe(6);
    expect(read(dist, 'grid.js').startsWith(`${COMPILE_HINT}/* grid.js */`)).toBe(true);
    expect(read(dist, 'data-grid.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read(dist, 'grid-parts.js')).toBe(`${COMPILE_HINT}/* grid-parts.js */`);
    expect(read(dist, 'runtime.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(read(dist, 'lazy-dialog.js')).toBe('/* lazy-dialog.js */');
    expect(read(dist, 'styles.css')).toBe('/* styles.css */');
  });

  it('is idempotent, so a second run after a build changes nothing', () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toBe(0);
    expect(read(dist, 'layout.js')).toBe(`${COMPILE_HINT}/* layout.js */`);
  });
});

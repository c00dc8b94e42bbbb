import fs from 'node:fs';
import path from 'node:path';
import { envSchema } from './env-schema.mjs';

/** Issue 7 (Ops): every configuration variable is documented in .env.example and in the README's table. */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Read from the environment but not settings an operator makes: the runtime's own, and the test tools'. */
const NOT_SETTINGS = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'BENCH_BASELINE_FILE', 'PLAYWRIGHT_CHROMIUM_PATH']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'testing'].includes(entry.name)) return [];
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Names the code reads: the app's schema, process.env.X, an env('X') helper and zod schemas over the environment. */
function variablesRead(): string[] {
  const names = new Set(Object.keys(envSchema.shape));
  const files = ['app', 'lib', 'blade', 'scripts'].flatMap(sourceFiles).concat('proxy.ts', 'next.config.mjs');
  for (const file of files) {
    for (const match of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)|\benv\('([A-Z][A-Z0-9_]+)'|\b([A-Z][A-Z0-9_]{3,}): z\./g)) {
      names.add(match[1] ?? match[2] ?? match[3]);
    }
  }
  return [...names].filter((name) => !NOT_SETTINGS.has(name)).sort();
}

const documentedInExample = () => [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);

function readmeConfigurationTable(): string {
  const readme = read('README.md');
  const start = readme.indexOf('### Configuration');
  expect(start).toBeGreaterThan(-1);
  return readme.slice(start, readme.indexOf('\n###', start + 1));
}

describe('documented settings', () => {
  it('finds what the code reads', () => {
    expect(variablesRead()).toEqual(expect.arrayContaining(['BLADE_API_URL', 'SESSION_SECRET', 'COZE_APP_ID', 'GOEASY_APPKEY', 'FASC_APP_SECRET', 'BLADE_PORT']));
  });

  it('documents every variable the code reads in .env.example', () => {
    const documented = new Set(documentedInExample());
    expect(variablesRead().filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists every variable of .env.example in the README', () => {
    const table = readmeConfigurationTable();
    expect(documentedInExample().filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });
});

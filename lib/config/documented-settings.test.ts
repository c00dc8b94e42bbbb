import fs from 'node:fs';
import path from 'node:path';
import { envSchema } from './env-schema.mjs';
import { sourceFiles } from '../testing/source-files';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Read from the environment but not settings an operator makes: the runtime's own, and the test tools'. */
const NOT_SETTINGS = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'BENCH_BASELINE_FILE', 'PLAYWRIGHT_CHROMIUM_PATH']);

/** Names the code reads: the app's schema, process.env.X, an env('X') helper and zod schemas over the environment. */
function variablesRead(): string[] {
  const names = new Set(Object.keys(envSchema.shape));
  // The test helpers (lib/testing, blade/testing) set variables for tests only.
  const files = ['app', 'lib', 'blade', 'scripts'].flatMap((dir) => sourceFiles(path.join(root, dir), { skip: ['testing'], tests: false }));
  for (const file of files.concat(path.join(root, 'proxy.ts'), path.join(root, 'next.config.mjs'))) {
    for (const match of fs
      .readFileSync(file, 'utf8')
      .matchAll(/process\.env\.([A-Z][A-Z0-9_]+)|\benv\('([A-Z][A-Z0-9_]+)'|\b([A-Z][A-Z0-9_]{3,}):\s*z\s*\./g)) {
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

/** Every configuration variable is documented in .env.example and in the README's table (README.md, "Configuration"). */
describe('documented settings', () => {
  it('finds what the code reads', () => {
    expect(variablesRead()).toEqual(
      expect.arrayContaining(['BLADE_API_URL', 'SESSION_SECRET', 'COZE_APP_ID', 'GOEASY_APPKEY', 'FASC_APP_SECRET', 'BLADE_PORT']),
    );
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

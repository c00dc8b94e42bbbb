import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './testing/source-files';

const root = path.resolve(__dirname, '..');

// Written in two halves so this file does not match itself.
const ISSUE_NUMBER = new RegExp(`${'[Ii]ssue'}s? ?#?[0-9]+`);

const FOLDERS = ['app', 'components', 'lib', 'domain', 'blade', 'contract', 'e2e', 'bench', 'scripts', 'messages'];
const FILES = ['proxy.ts', 'next.config.mjs', 'jest.config.js', 'biome.jsonc', '.ci/run', '.env.example'];

function offendersIn(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : []));
}

/**
 * Comments and test names point at something a reader can open (a file, a README or docs/ section), never at a
 * tracker's issue number, which means nothing outside the tracker.
 */
describe('comments that lead somewhere', () => {
  it('the pattern finds an issue number', () => {
    expect(ISSUE_NUMBER.test(`see ${'issue'} 7`)).toBe(true);
    expect(ISSUE_NUMBER.test(`(${'Issues'} #12)`)).toBe(true);
    expect(ISSUE_NUMBER.test('README.md, "Test it"')).toBe(false);
  });

  it('no source, test, benchmark or script names an issue number', () => {
    const files = FOLDERS.flatMap((dir) => sourceFiles(path.join(root, dir)))
      .concat(FOLDERS.flatMap((dir) => jsonAndScripts(path.join(root, dir))))
      .concat(FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(offendersIn)).toEqual([]);
  });
});

/** The files sourceFiles leaves out that still hold prose: message catalogues, plain JavaScript, shell scripts. */
function jsonAndScripts(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.next'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonAndScripts(full);
    return /\.(json|js|cjs|sh)$/.test(entry.name) ? [full] : [];
  });
}

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

/** `docs/<file>.md §N` or `§N.M`: a section of a document kept in docs/. */
const DOC_SECTION = /docs\/([\w-]+\.md) §(\d+(?:\.\d+)?)/g;

/** Whether the document has a heading numbered `section` ("## 2. The BFF", "### 7.4 Tabs"). */
function hasSection(doc: string, section: string): boolean {
  const heading = new RegExp(`^#{1,4} ${section.replace('.', '\\.')}[.\\s]`, 'm');
  return heading.test(fs.readFileSync(path.join(root, 'docs', doc), 'utf8'));
}

describe('section references lead to a section', () => {
  it('the reading of a heading', () => {
    expect(hasSection('design.md', '9')).toBe(true);
    expect(hasSection('blade-contract.md', '7.4')).toBe(true);
    expect(hasSection('spec.md', '42')).toBe(false);
  });

  it('every docs/<file>.md §N in sources, tests and the README names a document and a section that exist', () => {
    const files = FOLDERS.flatMap((dir) => sourceFiles(path.join(root, dir))).concat(path.join(root, 'README.md'));
    const references = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(DOC_SECTION)].map(([text, doc, section]) => ({
        where: path.relative(root, file),
        text,
        doc,
        section,
      })),
    );
    expect(references.length).toBeGreaterThan(50);
    const broken = references.filter(({ doc, section }) => !fs.existsSync(path.join(root, 'docs', doc)) || !hasSection(doc, section));
    expect(broken.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
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

import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './testing/source-files';

const root = path.resolve(__dirname, '..');

const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);

const resolvesInto = (file: string, specifier: string, folder: string) => {
  if (specifier.startsWith('@/')) return specifier.slice(2).split('/')[0] === folder;
  if (!specifier.startsWith('.')) return false;
  return path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep)[0] === folder;
};

/** docs/design.md §1: the app and the embedded Blade service meet only over HTTP; neither imports the other. */
describe('module boundaries', () => {
  it('app code never imports the embedded Blade service', () => {
    const appFiles = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir))).concat(path.join(root, 'proxy.ts'));
    const offenders = appFiles.flatMap((file) =>
      importsOf(file)
        .filter((spec) => resolvesInto(file, spec, 'blade'))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the embedded Blade service never imports app code', () => {
    const bladeFiles = sourceFiles(path.join(root, 'blade'));
    const offenders = bladeFiles.flatMap((file) =>
      importsOf(file)
        .filter((spec) => ['app', 'components', 'lib'].some((dir) => resolvesInto(file, spec, dir)))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('in-app links prefetch on intent: only IntentLink uses next/link', () => {
    const appFiles = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)));
    const offenders = appFiles.filter(
      (file) => !file.endsWith(path.join('layout', 'intent-link.tsx')) && importsOf(file).includes('next/link'),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});

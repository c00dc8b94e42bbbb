import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * A `require` that loads the app's own TypeScript modules, compiled on load with @swc/core (a dev dependency), so a
 * benchmark can use the app's code without a build (bench/import-parse.mjs, bench/page-speed.mjs).
 */
export function requireTs(importMetaUrl) {
  const require = createRequire(importMetaUrl);
  const swc = require('@swc/core');
  require.extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      module: { type: 'commonjs' },
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    });
    module._compile(code, filename);
  };
  return require;
}

import fs from 'node:fs';
import path from 'node:path';

type Loader = { rewriteGridSlots: (source: string, fromFile: string) => string };
const { rewriteGridSlots } = require('./grid-slots-loader.cjs') as Loader;

const GRID_SLOTS_FILE = require.resolve('@mui/x-data-grid/material').replace(/index\.js$/, 'index.mjs');
const LAZY_SLOTS = path.join(__dirname, '..', '..', 'components', 'resource', 'grid-lazy-slots.tsx');

/** The loader against the @mui/x-data-grid installed here: an upgrade that moves these imports fails this test, not a user. */
describe('grid-slots-loader', () => {
  const source = fs.readFileSync(GRID_SLOTS_FILE, 'utf8');

  it('points the four eager slot imports at the lazily loaded stand-ins and changes nothing else', () => {
    const output = rewriteGridSlots(source, GRID_SLOTS_FILE);
    const before = source.split('\n');
    const after = output.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toHaveLength(4);
    for (const [local, lazy] of [
      ['MUIAutocomplete', 'GridAutocomplete'],
      ['MUITabs', 'GridTabs'],
      ['MUITab', 'GridTab'],
      ['MUIToggleButton', 'GridToggleButton'],
    ]) {
      const line = changed.find((text) => text.includes(` as ${local} }`));
      expect(line).toBeDefined();
      const specifier = /from '([^']+)'/.exec(line!)![1];
      expect(path.resolve(path.dirname(GRID_SLOTS_FILE), specifier)).toBe(LAZY_SLOTS);
      expect(line).toContain(`import { ${lazy} as ${local} }`);
    }
    expect(output).not.toMatch(/from '@mui\/material\/(Autocomplete|Tabs|Tab|ToggleButton)'/);
    // The stand-ins module exports what the rewrite imports.
    const lazySlots = fs.readFileSync(LAZY_SLOTS, 'utf8');
    for (const name of ['GridAutocomplete', 'GridTabs', 'GridTab', 'GridToggleButton'])
      expect(lazySlots).toContain(`export const ${name} =`);
  });

  it('fails the build when the grid no longer imports one of them as expected', () => {
    const moved = source.replace("import MUITabs from '@mui/material/Tabs';", "import { default as MUITabs } from '@mui/material/Tabs';");
    expect(() => rewriteGridSlots(moved, GRID_SLOTS_FILE)).toThrow(/import MUITabs from '@mui\/material\/Tabs';/);
  });
});

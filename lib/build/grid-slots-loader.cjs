// @ts-check
/**
 * Turbopack loader for @mui/x-data-grid/material/index.mjs only (next.config.mjs): the grid's material slots import
 * Autocomplete, Tabs, Tab and ToggleButton eagerly, so every list page shipped them although none is drawn at first
 * paint (MUI's maintainers: bundlers cannot drop slot components, mui/mui-x#17557). This points those four imports at
 * components/resource/grid-lazy-slots.tsx, which loads each on its first render. Any other import is left as it is,
 * and a grid whose file no longer has one of them fails the build rather than shipping a partial rewrite.
 */
const path = require('node:path');

const REPLACED = {
  MUIAutocomplete: ['@mui/material/Autocomplete', 'GridAutocomplete'],
  MUITabs: ['@mui/material/Tabs', 'GridTabs'],
  MUITab: ['@mui/material/Tab', 'GridTab'],
  MUIToggleButton: ['@mui/material/ToggleButton', 'GridToggleButton'],
};
const LAZY_SLOTS = path.join(__dirname, '..', '..', 'components', 'resource', 'grid-lazy-slots.tsx');

/** @param {string} source @param {string} fromFile the grid file's path (for a relative import of the stand-ins) */
function rewriteGridSlots(source, fromFile) {
  let relative = path.relative(path.dirname(fromFile), LAZY_SLOTS).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  let output = source;
  for (const [local, [specifier, lazyName]] of Object.entries(REPLACED)) {
    const line = `import ${local} from '${specifier}';`;
    if (!output.includes(line))
      throw new Error(`grid-slots-loader: "${line}" is no longer in ${fromFile}; check the rewrite against this @mui/x-data-grid version`);
    output = output.replace(line, `import { ${lazyName} as ${local} } from '${relative}';`);
  }
  return output;
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function gridSlotsLoader(source) {
  return rewriteGridSlots(source, this.resourcePath);
};
module.exports.rewriteGridSlots = rewriteGridSlots;

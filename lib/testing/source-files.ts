import fs from 'node:fs';
import path from 'node:path';

/** Build output and dependencies: never the project's own source. */
const NOT_SOURCE = ['node_modules', 'dist', '.next'];

/**
 * The TypeScript and ES module files under `dir` (absolute paths), for tests that read the code itself.
 * `skip` names more folders to leave out; `tests: false` leaves out *.test.ts(x).
 */
export function sourceFiles(dir: string, { skip = [], tests = true }: { skip?: string[]; tests?: boolean } = {}): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.includes(entry.name) || skip.includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, { skip, tests });
    return /\.(ts|tsx|mjs)$/.test(entry.name) && (tests || !/\.test\.tsx?$/.test(entry.name)) ? [full] : [];
  });
}

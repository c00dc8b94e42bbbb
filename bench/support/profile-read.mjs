/**
 * Reads a V8 .cpuprofile (self time, ms) or .heapprofile (bytes allocated, sampled, KB) into totals by function and by
 * file, with file names shortened to the package or the project path: what summarize-profile.mjs and
 * compare-profiles.mjs print.
 */
import fs from 'node:fs';
import { SourceMap } from 'node:module';

/** The build's source maps (Next writes one beside each server chunk), so a frame names the project's file, not a chunk. */
const maps = new Map();
function sourceMapOf(file) {
  if (!maps.has(file)) {
    let map = null;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // No map: the chunk's own name stands.
    }
    maps.set(file, map);
  }
  return maps.get(file);
}

/** Where a frame of a built chunk came from: `[project]/lib/bff/forward.ts:12`, `[project]/node_modules/undici/…`. */
function original(frame) {
  const file = frame.url.replace(/^file:\/\//, '');
  if (!file.includes('/.next/')) return null;
  const entry = sourceMapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry?.originalSource) return null;
  const source = entry.originalSource.replace(/^.*\[project\]\//, '').replace(/^turbopack:\/\/\/?/, '');
  const modules = source.lastIndexOf('node_modules/');
  return { file: modules >= 0 ? source.slice(modules + 'node_modules/'.length) : source, line: entry.originalLine + 1, name: entry.name };
}

export function shortFile(url) {
  if (!url) return '(native)';
  const text = url.replace(/^file:\/\//, '');
  const modules = text.lastIndexOf('node_modules/');
  if (modules >= 0) return text.slice(modules + 'node_modules/'.length);
  const next = text.indexOf('.next/');
  if (next >= 0) return text.slice(next);
  return text.replace(/^.*\/wt-[^/]+\//, '');
}

/** { unit, total, byFunction: Map, byFile: Map } of one profile file; idle samples are left out of a CPU profile. */
export function readProfile(file) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byFunction = new Map();
  const byFile = new Map();
  let total = 0;
  const add = (frame, amount) => {
    if (frame.functionName === '(idle)') return;
    const mapped = original(frame);
    const where = mapped ? mapped.file : shortFile(frame.url);
    // A built chunk's names are minified, and differ between two routes' copies of the same code: the mapped line names it.
    const name = mapped ? (mapped.name ?? '') : frame.functionName || '(anonymous)';
    const key = `${name}  ${where}:${mapped ? mapped.line : frame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + amount);
    byFile.set(where, (byFile.get(where) ?? 0) + amount);
    total += amount;
  };
  if (profile.nodes && profile.samples) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + delta);
    }
    for (const [id, ms] of self) add(nodes.get(id).callFrame, ms);
    return { unit: 'ms', total, byFunction, byFile };
  }
  if (profile.head) {
    const walk = (node) => {
      if (node.selfSize) add(node.callFrame, node.selfSize / 1024);
      for (const child of node.children ?? []) walk(child);
    };
    walk(profile.head);
    return { unit: 'KB', total, byFunction, byFile };
  }
  throw new Error(`${file}: neither a .cpuprofile nor a .heapprofile`);
}

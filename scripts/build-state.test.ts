import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markBuilt, needsBuild } from './build-state.mjs';

/** A project tree with a complete build and one source file written at `sourceTime`. */
function project(sourceTime: Date) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-state-'));
  fs.mkdirSync(path.join(root, '.next'));
  fs.writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'x');
  fs.mkdirSync(path.join(root, 'blade', 'dist', 'blade'), { recursive: true });
  fs.writeFileSync(path.join(root, 'blade', 'dist', 'blade', 'main.js'), '');
  fs.mkdirSync(path.join(root, 'lib'));
  const source = path.join(root, 'lib', 'a.ts');
  fs.writeFileSync(source, '');
  for (const target of [
    source,
    path.join(root, 'lib'),
    path.join(root, 'blade'),
    path.join(root, 'blade', 'dist'),
    path.join(root, 'blade', 'dist', 'blade', 'main.js'),
  ]) {
    fs.utimesSync(target, sourceTime, sourceTime);
  }
  return root;
}

describe('build state', () => {
  const started = new Date('2026-11-27T08:00:00Z');

  it('counts a build from when it started: a source saved while it ran makes the next start build again', () => {
    const root = project(new Date('2026-11-27T08:01:00Z'));
    markBuilt(root, started);
    expect(needsBuild(root)).toBe(true);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('needs no build when every source is older than the build', () => {
    const root = project(new Date('2026-11-27T07:59:00Z'));
    markBuilt(root, started);
    expect(needsBuild(root)).toBe(false);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

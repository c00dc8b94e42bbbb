#!/usr/bin/env node
// Marks the build's startup chunks with explicit compile hints (scripts/lib/compile-hints.mjs). `node scripts/compile-hints.mjs [root]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './lib/compile-hints.mjs';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
console.log(`compile hints: ${addCompileHints(path.join(root, '.next'))} startup chunk(s) marked`);

#!/usr/bin/env node
/**
 * Deep-merges message fragments into messages/zh.json and messages/en.json:
 * `node scripts/merge-messages.mjs fragment.json…`, each fragment `{ "zh": {...}, "en": {...} }`.
 * A directory lock keeps concurrent runs from losing each other's keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = path.join(root, 'messages', '.merge-lock');

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value))
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    else target[key] = value;
  }
  return target;
};

for (let attempt = 0; ; attempt++) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (attempt > 100) throw new Error(`messages are locked (${lock}); remove it if no merge is running`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
try {
  const fragments = process.argv.slice(2).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  for (const locale of ['zh', 'en']) {
    const file = path.join(root, 'messages', `${locale}.json`);
    const messages = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const fragment of fragments) merge(messages, fragment[locale] ?? {});
    fs.writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
  }
  console.log(`merged ${fragments.length} fragment(s) into messages/zh.json and messages/en.json`);
} finally {
  fs.rmdirSync(lock);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedTemplate, TEMPLATE_ENV } from './seeded-template';

/**
 * Seeds the embedded service's database once per jest run; the server-backed test files copy it
 * (blade/testing/seeded-template.ts). The workers inherit the variable, being started after this runs.
 */
export default function globalSetup() {
  process.env[TEMPLATE_ENV] = seedTemplate(fs.mkdtempSync(path.join(os.tmpdir(), 'blade-template-')));
}

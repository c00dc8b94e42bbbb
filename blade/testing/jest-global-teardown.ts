import fs from 'node:fs';
import { TEMPLATE_ENV } from './seeded-template';

/** Removes the run's seeded template database (blade/testing/jest-global-setup.ts). */
export default function globalTeardown() {
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.rmSync(template, { recursive: true, force: true });
}

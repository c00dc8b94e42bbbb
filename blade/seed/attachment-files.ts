import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/open';
import { demoPicture } from '../services/resource/demo-picture';
import { demoDocument } from '../services/resource/demo-document';
import { demoStatement } from './demo-statement';

/** The file of a seeded attachment, drawn from its name: a picture, a one-page PDF or the fund statement (CSV). */
export function seededAttachmentBytes(originalName: string, extension: string): Buffer | null {
  if (['png', 'jpg', 'jpeg'].includes(extension)) return demoPicture(originalName);
  if (extension === 'pdf') return demoDocument(originalName);
  if (extension === 'csv') return demoStatement(originalName);
  return null;
}

/**
 * The seeded attachments (blade_attach) are stored files of the local OSS: right after seeding, their bytes are
 * written where the OSS keeps uploads, so the attachment list can preview and download them. Only on a new database:
 * a file missing later is not replaced.
 */
export function writeSeededAttachmentFiles(db: Db, dataDir: string): number {
  const rows = db.prepare('SELECT name, original_name, extension FROM blade_attach WHERE is_deleted = 0').all() as {
    name: string;
    original_name: string;
    extension: string;
  }[];
  let written = 0;
  for (const row of rows) {
    const bytes = seededAttachmentBytes(row.original_name, row.extension);
    const target = path.join(dataDir, 'oss', row.name);
    if (!bytes || !target.startsWith(path.join(dataDir, 'oss') + path.sep) || fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
    written++;
  }
  return written;
}

import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/open';
import { demoPicture } from '../services/resource/demo-picture';
import { demoDocument } from '../services/resource/demo-document';

/**
 * The seeded attachments (blade_attach) are stored files of the local OSS: right after seeding, their bytes are
 * written where the OSS keeps uploads, so the attachment list can preview and download them. Pictures and PDFs are
 * drawn (demo-picture.ts, demo-document.ts); a spreadsheet is left without a file. Only on a new database: a file
 * missing later is not replaced.
 */
export function writeSeededAttachmentFiles(db: Db, dataDir: string): number {
  const rows = db.prepare('SELECT name, original_name, extension FROM blade_attach WHERE is_deleted = 0').all() as { name: string; original_name: string; extension: string }[];
  let written = 0;
  for (const row of rows) {
    const bytes = ['png', 'jpg', 'jpeg'].includes(row.extension) ? demoPicture(row.original_name) : row.extension === 'pdf' ? demoDocument(row.original_name) : null;
    const target = path.join(dataDir, 'oss', row.name);
    if (!bytes || !target.startsWith(path.join(dataDir, 'oss') + path.sep) || fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
    written++;
  }
  return written;
}

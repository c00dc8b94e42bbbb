import { zipSync } from 'fflate';

export type ZipEntry = { name: string; content: string | Buffer };

/** A deflated ZIP archive of generated files (fflate; UTF-8 names), its entries dated `date`. */
export function zip(entries: ZipEntry[], date = new Date()): Buffer {
  const files = Object.fromEntries(
    entries.map((entry) => [
      entry.name,
      typeof entry.content === 'string' ? new TextEncoder().encode(entry.content) : new Uint8Array(entry.content),
    ]),
  );
  return Buffer.from(zipSync(files, { level: 6, mtime: date }));
}

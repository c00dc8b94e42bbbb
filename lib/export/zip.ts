import { zipSync } from 'fflate';

/** One file of an archive: its path inside it and its bytes. */
export type ZipEntry = { name: string; data: Uint8Array };

/**
 * A deflated ZIP archive (an .xlsx is a zip of XML parts), written by fflate: in the browser and in Node, with
 * UTF-8 names. Entries keep their order.
 */
export function zip(entries: ZipEntry[]): Uint8Array {
  return zipSync(Object.fromEntries(entries.map((entry) => [entry.name, entry.data])), { level: 6 });
}

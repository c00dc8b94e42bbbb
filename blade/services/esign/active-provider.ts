import type { Db } from '../../db/open';
import { esignConfig, type EsignConfig, type FadadaSettings } from './config';
import { FadadaProvider } from './fadada-client';
import { LocalEsignProvider } from './local-provider';
import type { EsignProvider } from './provider';

/**
 * The configured e-sign driver, read from the environment once: at start-up (esign-service.ts, so a bad
 * ESIGN_PROVIDER setting stops the service with its reason) or on first use.
 */
let active: { config: EsignConfig; fadada: FadadaProvider | null } | undefined;

function current() {
  if (!active) {
    const config = esignConfig();
    active = { config, fadada: config.provider === 'fadada' ? new FadadaProvider(config) : null };
  }
  return active;
}

/** The configured e-sign driver for this database. */
export function esignProvider(db: Db): EsignProvider {
  return current().fadada ?? new LocalEsignProvider(db);
}

export const localSigning = () => current().fadada === null;

/** FaDaDa's driver and settings when ESIGN_PROVIDER=fadada, else null. */
export function fadadaSigning(): { provider: FadadaProvider; settings: FadadaSettings } | null {
  const { config, fadada } = current();
  return fadada && config.provider === 'fadada' ? { provider: fadada, settings: config } : null;
}

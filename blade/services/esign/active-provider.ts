import type { Db } from '../../db/open';
import { esignConfig } from './config';
import { FadadaProvider } from './fadada-client';
import { LocalEsignProvider } from './local-provider';
import type { EsignProvider } from './provider';

// Read once at start-up: a bad ESIGN_PROVIDER setting stops the service with its reason.
const config = esignConfig();
const fadada = config.provider === 'fadada' ? new FadadaProvider(config) : null;

/** The configured e-sign driver for this database. */
export function esignProvider(db: Db): EsignProvider {
  return fadada ?? new LocalEsignProvider(db);
}

export const localSigning = () => fadada === null;

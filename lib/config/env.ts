import 'server-only';
import { parseEnv } from './env-schema.mjs';

export type AppConfig = ReturnType<typeof parseEnv> & { BLADE_API_URL: string; SESSION_SECRET: string[] };

let cached: AppConfig | undefined;

/**
 * The validated configuration, read once. In the app the launcher always provides BLADE_API_URL
 * (the embedded service's address when the operator gave none) and SESSION_SECRET.
 */
export function config(): AppConfig {
  if (cached) return cached;
  const parsed = parseEnv(process.env);
  const missing = [!parsed.BLADE_API_URL && 'BLADE_API_URL', !parsed.SESSION_SECRET && 'SESSION_SECRET'].filter(Boolean);
  if (missing.length) throw new Error(`Invalid configuration: ${missing.join(', ')} must be set (start the app with npm start).`);
  cached = parsed as AppConfig;
  return cached;
}

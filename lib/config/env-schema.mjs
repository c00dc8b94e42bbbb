// @ts-check
/**
 * The one configuration schema (docs/design.md §8). Plain ESM so that both the launcher
 * (scripts/start.mjs, plain Node) and the app (lib/config/env.ts) validate with the same rules.
 */
import { z } from 'zod';

const blankAsUndefined = (/** @type {unknown} */ value) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const onOff = (/** @type {boolean} */ fallback) =>
  z
    .preprocess(blankAsUndefined, z.enum(['on', 'off', 'true', 'false', '1', '0']).optional())
    .transform((value) => (value === undefined ? fallback : ['on', 'true', '1'].includes(value)));
const integer = (/** @type {number} */ fallback, /** @type {number} */ min, /** @type {number} */ max) =>
  z.preprocess(blankAsUndefined, z.coerce.number().int().min(min).max(max).optional()).transform((value) => value ?? fallback);

export const envSchema = z.object({
  PORT: integer(3000, 1, 65535),
  BLADE_API_URL: z.preprocess(
    blankAsUndefined,
    z
      .url({ protocol: /^https?$/ })
      .refine((url) => !new URL(url).search && !new URL(url).hash, 'must not carry a query or fragment')
      .optional(),
  ),
  /** One secret, or several comma-separated for rotation (the first seals, all unseal). */
  SESSION_SECRET: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .transform((value) => value.split(',').map((secret) => secret.trim()))
      .pipe(z.array(z.string().min(32, 'each secret needs at least 32 characters')).min(1))
      .optional(),
  ),
  BLADE_CLIENT_ID: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^[\w-]{1,48}$/)
      .default('saber'),
  ),
  BLADE_CLIENT_SECRET: z.preprocess(blankAsUndefined, z.string().min(1).max(256).default('saber_secret')),
  TENANT_MODE: onOff(true),
  CAPTCHA_MODE: onOff(true),
  /** on/off. Whether the home tab (首页) gets a close button; the spec keeps it open "unless a setting allows". */
  HOME_TAB_CLOSABLE: onOff(false),
  DEFAULT_TENANT: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\w{1,12}$/)
      .default('000000'),
  ),
  /** Seconds after which the BFF refreshes the access token (Saber's tokenTime). */
  TOKEN_TIME: integer(3000, 10, 604800),
  UPSTREAM_TIMEOUT_MS: integer(10000, 100, 600000),
  /** Consecutive connection failures/timeouts after which Blade calls fail fast (503) for the cool-down. */
  UPSTREAM_BREAKER_FAILURES: integer(5, 1, 1000),
  UPSTREAM_BREAKER_COOLDOWN_MS: integer(10000, 100, 600000),
  /** How long a client may take to send a request body; it is read whole before Blade sees anything (408 past it). */
  BODY_TIMEOUT_MS: integer(10000, 100, 600000),
  /** Sign-in, captcha and guest-registration calls one client address may make per minute (429 past it). */
  ANONYMOUS_WRITES_PER_MINUTE: integer(60, 1, 1_000_000),
  /** Redis shared by the instances (revoked sessions, throttles); unset: each instance keeps them in memory. */
  REDIS_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  /** The IANA zone Blade's wire times are wall time in, and every time the back-office shows or writes (docs/blade-contract.md §3). */
  PLATFORM_TIME_ZONE: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .refine((name) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: name });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Asia/Shanghai')
      .default('Asia/Shanghai'),
  ),
  /** The origin the platform's object storage serves files from, when not through the gateway: the only other place images may load from. */
  STORAGE_ORIGIN: z.preprocess(
    blankAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin' })
      .refine((url) => new URL(url).pathname === '/' && !new URL(url).search, 'must be an origin only (scheme, host, port)')
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankAsUndefined, z.string().default('./data')),
  SESSION_IDLE_MINUTES: integer(30, 1, 7 * 24 * 60),
  SESSION_MAX_HOURS: integer(12, 1, 30 * 24),
  UPLOAD_LIMIT_MB: integer(20, 1, 1024),
  /** auto: Secure + __Host- cookie when the request came over HTTPS (x-forwarded-proto). */
  COOKIE_SECURE: z.preprocess(blankAsUndefined, z.enum(['auto', 'on', 'off']).default('auto')),
  /** on/off. One JSON line per BFF request on stdout (request id, method, path without query values, status, duration). */
  LOG_ACCESS: onOff(true),
  /** Third-party login sources shown on the login page (Blade's `blade.social.oauth.<source>`); none = off, as in Saber. */
  SOCIAL_SOURCES: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((source) => source.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9_-]{1,32}$/, 'source names are lower-case letters, digits, _ or -')))
      .default([]),
  ),
  /** The AI assistant's provider: local (the embedded desk assistant) or coze (the page calls COZE_API_BASE, allowed by the CSP). */
  COZE_PROVIDER: z.preprocess(blankAsUndefined, z.enum(['local', 'coze']).default('local')),
  COZE_API_BASE: z.preprocess(
    blankAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.coze.cn'),
  ),
});

/**
 * Parses an environment, collecting every problem into one message.
 * @param {Record<string, string | undefined>} source
 * @returns {z.infer<typeof envSchema>}
 */
export function parseEnv(source) {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new Error(`Invalid configuration (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.join('\n')}`);
}

import { sealData, unsealData, type IronSession, type SessionOptions } from 'iron-session';
import { hasEnded } from './ended-sessions';

/**
 * iron-session's cookie-store session, with the unsealed data remembered per seal. Unsealing
 * (PBKDF2 keys, HMAC, AES through WebCrypto) cost ~1 ms of CPU on every /api call, the largest
 * single cost of the BFF (bench/proxy-overhead.mjs). A seal is authenticated and immutable, so the
 * same string always unseals to the same data: only seals that unsealed successfully are kept, each
 * until the expiry written inside it, and every reader gets its own copy to mutate.
 */
const MAX_ENTRIES = 5000;
/** iron-session rewinds maxAge by this much so the cookie dies before the seal (its timestampSkewSec). */
const COOKIE_SKEW_SECONDS = 60;

type CookieStore = {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: NonNullable<SessionOptions['cookieOptions']>): unknown;
};
/** `data` is a JSON-safe snapshot no reader holds: each reader gets its own copy (copyData). */
type Entry = { data: object; expiresAt: number };

const unsealed = new Map<string, Entry>();

/** The seal's own expiry (ms since epoch), the 6th `*`-separated part before iron-session's `~2` version. */
function sealExpiry(seal: string): number {
  const expiration = seal.split('~')[0].split('*')[5];
  return expiration && /^\d+$/.test(expiration) ? Number(expiration) : 0;
}

/** Seals that could not be unsealed, remembered (bounded) so a repeated one costs neither an unseal nor a log line. */
const unreadable = new Set<string>();
const MAX_UNREADABLE = 1000;
/** At most one warning line a second, whatever an attacker sends. */
const WARN_INTERVAL_MS = 1000;
let lastWarnAt = 0;
let unwarned = 0;

/** What is known of a seal without unsealing it: its data, null when it could not be unsealed, undefined when unknown. */
function rememberedSeal<T extends object>(seal: string): Partial<T> | null | undefined {
  const hit = unsealed.get(seal);
  if (hit && Date.now() < hit.expiresAt) return copyData(hit.data) as Partial<T>;
  if (hit) unsealed.delete(seal);
  return unreadable.has(seal) ? null : undefined;
}

/**
 * The seal's data, or null when it cannot be unsealed, whatever its shape: tampered, truncated, foreign, expired, or
 * malformed enough that iron throws (`Wrong mac prefix`, bad base64…) instead of answering nothing.
 */
async function readSeal<T extends object>(
  seal: string,
  options: { password: Record<string, string>; ttl: number },
): Promise<Partial<T> | null> {
  const known = rememberedSeal<T>(seal);
  if (known !== undefined) return known;
  let data: Partial<T> | null;
  let reason = 'tampered, foreign or expired';
  try {
    data = await unsealData<T>(seal, options);
    if (!data || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) data = null;
  } catch (error) {
    data = null;
    reason = String((error as Error)?.message ?? error)
      .split('\n')[0]
      .slice(0, 80);
  }
  if (data) {
    remember(seal, data);
    return data;
  }
  if (unreadable.size >= MAX_UNREADABLE) unreadable.delete(unreadable.keys().next().value!);
  unreadable.add(seal);
  warnUnreadable(reason, seal.length);
  return null;
}

function warnUnreadable(reason: string, length: number): void {
  const now = Date.now();
  if (now - lastWarnAt < WARN_INTERVAL_MS) {
    unwarned += 1;
    return;
  }
  const more = unwarned ? `; ${unwarned} more since the last line` : '';
  lastWarnAt = now;
  unwarned = 0;
  // One line, no stack and not the cookie itself: it is the visitor's to fix (the cookie is cleared), not ours.
  console.warn(`[session] ignored and cleared a session cookie that cannot be unsealed (${reason}; ${length} characters${more})`);
}

/** The data of a seal, {} when it cannot be unsealed (see readSeal). */
export async function unsealCached<T extends object>(
  seal: string,
  options: { password: Record<string, string>; ttl: number },
): Promise<Partial<T>> {
  return (await readSeal<T>(seal, options)) ?? {};
}

/** Keeps a seal's data until the seal's own expiry. {} (what iron-session answers for a tampered, expired or foreign seal) never is. */
function remember(seal: string, data: object): void {
  const expiresAt = sealExpiry(seal);
  if (Object.keys(data).length === 0 || expiresAt <= Date.now()) return;
  if (unsealed.size >= MAX_ENTRIES) unsealed.delete(unsealed.keys().next().value!);
  unsealed.set(seal, { data: JSON.parse(JSON.stringify(data)), expiresAt });
}

/**
 * A copy of JSON data (objects, arrays, primitives) for one reader to mutate. Copying the few fields of a session this
 * way costs a fraction of JSON.parse of its text, which every /api call paid (bench/proxy-overhead.mjs).
 */
function copyData(value: object): object {
  if (Array.isArray(value)) return value.map((item) => (item !== null && typeof item === 'object' ? copyData(item) : item));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    const copied = item !== null && typeof item === 'object' ? copyData(item) : item;
    // An own "__proto__" (JSON.parse makes one) stays a plain property, as in JSON.parse's copy.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: copied, enumerable: true, writable: true, configurable: true });
    else copy[key] = copied;
  }
  return copy;
}

/**
 * Seals whose idle clock was already moved on (touchSession), and the seal that replaced each. Calls a browser sends at
 * once carry the same seal: once it is past the touch interval each of them resealed it (~0.6 ms of CPU and a trip
 * through the crypto thread pool apiece) until the browser held the new cookie. Under the proxy benchmark's 200 req/s
 * that was up to a whole round of reseals and the BFF's p99 (bench/proxy-overhead.mjs); now the first call reseals and
 * the others hand out its seal. Bounded; an entry lives as long as the touch interval, past which the seal is resealed.
 */
type Touch = { seal: string; lastSeenAt: number };
const touched = new Map<string, Touch>();
/** Which seal each session object was read from, and where its cookie goes: what touchSession and its methods need. */
type Origin = { seal: string | undefined; store: CookieStore; current: Resolved };
const origins = new WeakMap<object, Origin>();

/**
 * Moves the session's idle clock to now when it is older than `intervalMs`, resealing the cookie once per seal
 * however many calls carry it at the same time. True when the cookie was rewritten.
 */
export async function touchSession<T extends { lastSeenAt?: number }>(
  session: IronSession<T>,
  intervalMs: number,
  now = Date.now(),
): Promise<boolean> {
  if (now - (session.lastSeenAt ?? 0) <= intervalMs) return false;
  const origin = origins.get(session);
  const known = origin?.seal ? touched.get(origin.seal) : undefined;
  if (origin && known && now - known.lastSeenAt <= intervalMs) {
    session.lastSeenAt = known.lastSeenAt;
    origin.store.set(origin.current.cookieName, known.seal, origin.current.cookieOptions);
    return true;
  }
  session.lastSeenAt = now;
  if (!origin) {
    await session.save();
    return true;
  }
  const seal = await saveSeal(session, origin);
  if (origin.seal) {
    if (touched.size >= MAX_ENTRIES) touched.delete(touched.keys().next().value!);
    touched.set(origin.seal, { seal, lastSeenAt: now });
  }
  return true;
}

/** Forgets every remembered seal (tests). */
export function clearUnsealCache(): void {
  unsealed.clear();
  touched.clear();
  unreadable.clear();
  lastWarnAt = 0;
  unwarned = 0;
}

/** Seals the session with the newest password and sets its cookie; the new seal is remembered (the browser sends it next). */
async function saveSeal(session: object, origin: Origin): Promise<string> {
  const next = await sealData(session, origin.current);
  // Known here, it need not be unsealed again (~0.6 ms of CPU).
  remember(next, session);
  origin.store.set(origin.current.cookieName, next, origin.current.cookieOptions);
  return next;
}

/**
 * save, destroy and updateConfig, shared by every session through its prototype: defining three functions (and two
 * closures for touchSession) on each session was a few µs and five objects of garbage on every /api call
 * (bench/proxy-overhead.mjs). They are not own properties, so Object.keys, a spread and the seal see only the data.
 */
const SESSION_METHODS: object = Object.freeze(
  Object.create(Object.prototype, {
    save: {
      value: async function save(this: object) {
        await saveSeal(this, origins.get(this)!);
      },
    },
    destroy: {
      value: function destroy(this: object) {
        const { store, current } = origins.get(this)!;
        for (const key of Object.keys(this)) delete (this as Record<string, unknown>)[key];
        store.set(current.cookieName, '', { ...current.cookieOptions, maxAge: 0 });
      },
    },
    updateConfig: {
      value: function updateConfig(this: object, next: SessionOptions) {
        origins.get(this)!.current = resolved(next);
      },
    },
  }),
);

/**
 * Same contract as `getIronSession(cookieStore, options)`: the data as own properties, plus
 * save() (seal with the newest password, set the cookie) and destroy() (clear it).
 */
export async function sessionFromCookieStore<T extends object>(store: CookieStore, options: SessionOptions): Promise<IronSession<T>> {
  const current = resolved(options);
  const seal = store.get(current.cookieName)?.value;
  // A remembered seal (nearly every call) is read without a promise: the BFF's hot path makes few enough already.
  const known = seal ? rememberedSeal<T>(seal) : {};
  const data = known !== undefined ? known : await readSeal<T>(seal!, current);
  // A cookie that cannot be unsealed is no session, and goes: a browser holding it could not reach even /login.
  if (data === null) clearCookie(store, current);
  // A replayed cookie of a session that ended (lib/auth/ended-sessions.ts) is no session.
  const session = Object.create(SESSION_METHODS) as IronSession<T>;
  if (data !== null && !hasEnded(data)) assignData(session, data);
  origins.set(session, { seal: data ? seal : undefined, store, current });
  return session;
}

/**
 * The data's fields as the session's own properties. Not Object.assign: an own "__proto__" (JSON.parse makes one) would
 * set the session's prototype, and a field named as a method would throw on the frozen prototype's read-only one.
 */
function assignData(session: object, data: object): void {
  for (const key of Object.keys(data)) {
    const value = (data as Record<string, unknown>)[key];
    if (key === 'save' || key === 'destroy' || key === 'updateConfig') continue;
    if (key === '__proto__') Object.defineProperty(session, key, { value, enumerable: true, writable: true, configurable: true });
    else (session as Record<string, unknown>)[key] = value;
  }
}

function clearCookie(store: CookieStore, current: Resolved): void {
  try {
    store.set(current.cookieName, '', { ...current.cookieOptions, maxAge: 0 });
  } catch {
    // A server component may not set cookies; proxy.ts has already cleared this one on the same request's answer.
  }
}

type Resolved = {
  cookieName: string;
  password: Record<string, string>;
  ttl: number;
  cookieOptions: NonNullable<SessionOptions['cookieOptions']>;
};

/** Resolved once per options object: lib/session.ts hands out one frozen object per configuration and scheme. */
const resolvedOptions = new WeakMap<SessionOptions, Resolved>();

/** iron-session's defaults: a 14-day ttl, and a cookie that expires a minute before its seal. */
function resolved(options: SessionOptions): Resolved {
  let known = resolvedOptions.get(options);
  if (!known) resolvedOptions.set(options, (known = resolve(options)));
  return known;
}

function resolve(options: SessionOptions): Resolved {
  const password = typeof options.password === 'string' ? { 1: options.password } : options.password;
  const ttl = options.ttl ?? 14 * 24 * 3600;
  const maxAge =
    options.cookieOptions && 'maxAge' in options.cookieOptions
      ? options.cookieOptions.maxAge
      : ttl === 0
        ? 2147483647
        : ttl - COOKIE_SKEW_SECONDS;
  return { cookieName: options.cookieName, password, ttl, cookieOptions: { ...options.cookieOptions, maxAge } };
}

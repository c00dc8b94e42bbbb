import crypto from 'node:crypto';
import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import { R } from '../../http/envelope';
import { captchaDataUri, randomCaptchaText } from '../../captcha/render';

const CAPTCHA_TTL_MS = 30 * 60 * 1000;

// GET /blade-auth/oauth/captcha — a fresh single-use code, answered raw as {key, image}.
export function getCaptcha(ctx: Context) {
  const key = crypto.randomUUID().replaceAll('-', '');
  const code = randomCaptchaText(5).toLowerCase();
  const now = Date.now();
  ctx.db.prepare('DELETE FROM auth_captcha WHERE expires_at < ?').run(now);
  ctx.db.prepare('INSERT INTO auth_captcha (captcha_key, code, expires_at) VALUES (?, ?, ?)').run(key, code, now + CAPTCHA_TTL_MS);
  return R.raw({ key, image: captchaDataUri(code) });
}

/** Consumes the captcha (single use, whatever the outcome) and compares case-insensitively. */
export function consumeCaptcha(db: Db, key: string, code: string): boolean {
  const row = db.prepare('SELECT code, expires_at FROM auth_captcha WHERE captcha_key = ?').get(key) as
    | { code: string; expires_at: number }
    | undefined;
  if (!row) return false;
  db.prepare('DELETE FROM auth_captcha WHERE captcha_key = ?').run(key);
  return row.expires_at > Date.now() && row.code === code.trim().toLowerCase();
}

import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Signs a page in as the demo administrator through the login screen of a running `npm start`, reading the
 * captcha's answer from the embedded database under DATA_DIR (the scripts that look at the demo use it).
 */
export async function signInAsDemoAdmin(page, base, dataDir = process.env.DATA_DIR ?? './data') {
  await page.goto(`${base}/login`);
  const captcha = await page.waitForResponse((response) => response.url().includes('/oauth/captcha'));
  const { key } = await captcha.json();
  const db = new Database(path.join(dataDir, 'blade.db'), { readonly: true });
  const { code } = db.prepare('SELECT code FROM auth_captcha WHERE captcha_key = ?').get(key);
  db.close();
  await page.getByLabel(/账号|Account/).fill('admin');
  await page.getByLabel(/^(密码|Password)/).fill('admin');
  await page.getByLabel(/^(验证码|Captcha)$/).fill(code);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL('**/wel/index');
}

import type { Page } from '@playwright/test';
import { captchaAnswer } from '../support/blade-db';

/** The /login screen as a user drives it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly tenant = () => this.page.getByLabel(/^(租户编号|Tenant ID)/);
  readonly account = () => this.page.getByLabel(/^(账号|Account)/);
  readonly password = () => this.page.getByLabel(/^(密码|Password)$/);
  readonly captcha = () => this.page.getByLabel(/^(验证码|Captcha)$/);
  readonly submit = () => this.page.getByRole('button', { name: /^(登录|Sign in)$/ });
  readonly error = () => this.page.getByTestId('login-error');
  readonly captchaImage = () => this.page.getByTestId('captcha-image').locator('img');

  /** Opens /login and waits for its captcha; returns the captcha's key. */
  async open(path = '/login'): Promise<string> {
    // Leave the current page first, so a captcha it is still loading cannot be taken for the new one.
    await this.page.goto('about:blank');
    const captcha = this.page.waitForResponse((response) => response.url().includes('/api/blade-auth/oauth/captcha'));
    await this.page.goto(path);
    return (await (await captcha).json()).key;
  }

  /** Waits for the next captcha the page loads (after a failure or a click). */
  nextCaptchaKey(): Promise<string> {
    return this.page
      .waitForResponse((response) => response.url().includes('/api/blade-auth/oauth/captcha'))
      .then(async (response) => (await response.json()).key);
  }

  async fill(values: { tenant?: string; account: string; password: string; captchaKey?: string; captchaCode?: string }) {
    if (values.tenant !== undefined) await this.tenant().fill(values.tenant);
    await this.account().fill(values.account);
    await this.password().fill(values.password);
    if (values.captchaKey || values.captchaCode) await this.captcha().fill(values.captchaCode ?? captchaAnswer(values.captchaKey!));
  }
}

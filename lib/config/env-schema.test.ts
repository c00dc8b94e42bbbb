import { parseEnv } from './env-schema.mjs';

describe('configuration', () => {
  it('fills the documented defaults', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      PORT: 3000,
      BLADE_CLIENT_ID: 'saber',
      BLADE_CLIENT_SECRET: 'saber_secret',
      TENANT_MODE: true,
      CAPTCHA_MODE: true,
      HOME_TAB_CLOSABLE: false,
      DEFAULT_TENANT: '000000',
      TOKEN_TIME: 3000,
      UPSTREAM_TIMEOUT_MS: 10000,
      DATA_DIR: './data',
    });
    expect(config.BLADE_API_URL).toBeUndefined();
  });

  it('treats empty strings as unset and reads on/off switches', () => {
    const config = parseEnv({ PORT: '', CAPTCHA_MODE: 'off', TENANT_MODE: 'false', BLADE_API_URL: ' ' });
    expect(config.PORT).toBe(3000);
    expect(config.CAPTCHA_MODE).toBe(false);
    expect(config.TENANT_MODE).toBe(false);
    expect(config.BLADE_API_URL).toBeUndefined();
  });

  it('accepts several session secrets for rotation', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(40);
    expect(parseEnv({ SESSION_SECRET: `${a},${b}` }).SESSION_SECRET).toEqual([a, b]);
  });

  it('lists every bad value in one message', () => {
    expect(() =>
      parseEnv({ PORT: 'abc', BLADE_API_URL: 'ftp://gateway', SESSION_SECRET: 'short', CAPTCHA_MODE: 'maybe', TOKEN_TIME: '-5' }),
    ).toThrow(/5 problems[\s\S]*PORT[\s\S]*BLADE_API_URL[\s\S]*SESSION_SECRET[\s\S]*CAPTCHA_MODE[\s\S]*TOKEN_TIME/);
  });

  it('refuses a gateway URL with a query string', () => {
    expect(() => parseEnv({ BLADE_API_URL: 'http://gateway:80/?x=1' })).toThrow(/BLADE_API_URL/);
  });
});

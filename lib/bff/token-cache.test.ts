import { tokenCache } from './token-cache';

describe('tokenCache', () => {
  it('answers a token from memory while fresh, and one call serves askers that come while it runs', async () => {
    const cached = tokenCache<string>({ ttlMs: 60_000 });
    let calls = 0;
    let finish: (value: string) => void = () => {};
    const load = () => (calls++, new Promise<string>((resolve) => (finish = resolve)));
    const first = cached('token-a', load);
    const second = cached('token-a', load);
    finish('menu');
    expect(await Promise.all([first, second])).toEqual(['menu', 'menu']);
    expect(await cached('token-a', load)).toBe('menu');
    expect(calls).toBe(1);
  });

  it('keeps tokens apart and lets a failed call be tried again', async () => {
    const cached = tokenCache<string>({ ttlMs: 60_000 });
    await expect(cached('token-b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('token-b', async () => 'again')).toBe('again');
    expect(await cached('token-c', async () => 'other')).toBe('other');
  });
});

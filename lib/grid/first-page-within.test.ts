import { firstPageWithin } from './first-page-within';

const readIn = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

describe('first page within a budget', () => {
  it('hands over rows read in time, and a null (the browser asks itself) as such', async () => {
    const page = { key: '/api/blade-system/param/list?current=1&size=10', data: { records: [], total: 0 } };
    await expect(firstPageWithin(readIn(5, page), 200)).resolves.toBe(page);
    await expect(firstPageWithin(readIn(5, null), 200)).resolves.toBeNull();
  });

  it('gives up past the budget without waiting for a slow gateway', async () => {
    const started = Date.now();
    await expect(firstPageWithin(new Promise<null>(() => undefined), 50)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

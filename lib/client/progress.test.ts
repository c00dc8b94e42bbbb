import { isBusy, LONG_REQUEST_MS, navigationDone, navigationStarted, subscribeProgress, trackRequest } from './progress';

describe('top progress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a navigation until it is done, telling subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeProgress(listener);
    navigationStarted();
    navigationStarted();
    expect(isBusy()).toBe(true);
    navigationDone();
    expect(isBusy()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('ignores short requests and shows long ones until they settle', async () => {
    await trackRequest(Promise.resolve(1));
    expect(isBusy()).toBe(false);

    let finish: (value: string) => void = () => {};
    const slow = trackRequest(new Promise<string>((resolve) => (finish = resolve)));
    jest.advanceTimersByTime(LONG_REQUEST_MS + 1);
    expect(isBusy()).toBe(true);
    finish('done');
    await expect(slow).resolves.toBe('done');
    expect(isBusy()).toBe(false);
  });

  it('stops counting a failed long request', async () => {
    let fail: (error: Error) => void = () => {};
    const slow = trackRequest(new Promise((_, reject) => (fail = reject)));
    jest.advanceTimersByTime(LONG_REQUEST_MS + 1);
    fail(new Error('down'));
    await expect(slow).rejects.toThrow('down');
    expect(isBusy()).toBe(false);
  });
});

import { toEntry } from '../error-log/error-log';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from './chunk-timeout';

describe('withChunkTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes a chunk that arrives in time through', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'))).resolves.toBe('module');
  });

  it('fails a chunk still missing after 120 s, and the error log files it as a chunk failure', async () => {
    const pending = withChunkTimeout(new Promise(() => {}));
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    const error = await pending.catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'ChunkLoadError' });
    expect(toEntry('unhandledrejection', error, '/wel/index').type).toBe('chunk');
  });
});

import { PassThrough } from 'node:stream';
import type { Dispatcher } from 'undici';
import { MAX_STREAM_MS, streamLifetimeMs, toEventStream, wantsEventStream } from './event-stream';

/** An upstream answer whose body the test writes into. */
function upstream(contentType = 'text/event-stream', statusCode = 200) {
  const body = new PassThrough();
  return { body, response: { statusCode, headers: { 'content-type': contentType }, body } as unknown as Dispatcher.ResponseData };
}

async function readUntil(reader: ReadableStreamDefaultReader<string>, fragment: string, seen = { text: '' }) {
  while (!seen.text.includes(fragment)) {
    const { value, done } = await reader.read();
    if (done) return { text: seen.text, done: true };
    seen.text += value;
  }
  return { text: seen.text, done: false };
}

describe('wantsEventStream', () => {
  it('is a GET accepting text/event-stream', () => {
    expect(wantsEventStream('GET', new Headers({ accept: 'text/event-stream' }))).toBe(true);
    expect(wantsEventStream('POST', new Headers({ accept: 'text/event-stream' }))).toBe(false);
    expect(wantsEventStream('GET', new Headers({ accept: 'application/json' }))).toBe(false);
  });
});

describe('streamLifetimeMs', () => {
  const limits = { idleMs: 30 * 60_000, maxMs: 12 * 3600_000 };
  it('ends with the session at the latest, capped and at least a second', () => {
    const now = 1_000_000_000;
    expect(streamLifetimeMs({ lastSeenAt: now, createdAt: now }, limits, now)).toBe(MAX_STREAM_MS);
    expect(streamLifetimeMs({ lastSeenAt: now - 29 * 60_000, createdAt: now }, limits, now)).toBe(60_000);
    expect(streamLifetimeMs({ lastSeenAt: now, createdAt: now - limits.maxMs + 5_000 }, limits, now)).toBe(5_000);
    expect(streamLifetimeMs({ lastSeenAt: now - limits.idleMs * 2, createdAt: now }, limits, now)).toBe(1000);
  });
});

describe('toEventStream', () => {
  it('leaves an answer that is not a stream to the ordinary handling', () => {
    const signal = new AbortController().signal;
    expect(toEventStream(upstream('application/json').response, { signal, lifetimeMs: 1000, headers: new Headers() })).toBeNull();
    expect(toEventStream(upstream('text/event-stream', 401).response, { signal, lifetimeMs: 1000, headers: new Headers() })).toBeNull();
  });

  it('passes events through, adds heartbeats and ends at its lifetime', async () => {
    const { body, response } = upstream();
    const answer = toEventStream(response, {
      signal: new AbortController().signal,
      lifetimeMs: 300,
      heartbeatMs: 50,
      headers: new Headers(),
    })!;
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    expect(answer.headers.get('cache-control')).toContain('no-cache');
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    body.write('event: message\ndata: {"id":"1"}\n\n');
    const seen = { text: '' };
    await readUntil(reader, 'data: {"id":"1"}', seen);
    await readUntil(reader, ': keep-alive', seen);
    const end = await readUntil(reader, 'never', seen);
    expect(end.done).toBe(true);
    expect(body.destroyed).toBe(true);
  });

  it('ends and releases the upstream when the browser aborts', async () => {
    const { body, response } = upstream();
    const browser = new AbortController();
    const answer = toEventStream(response, { signal: browser.signal, lifetimeMs: 60_000, heartbeatMs: 60_000, headers: new Headers() })!;
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    body.write(': hello\n\n');
    await readUntil(reader, ': hello');
    browser.abort();
    expect((await readUntil(reader, 'never')).done).toBe(true);
    expect(body.destroyed).toBe(true);
  });

  it('ends when the upstream ends', async () => {
    const { body, response } = upstream();
    const answer = toEventStream(response, {
      signal: new AbortController().signal,
      lifetimeMs: 60_000,
      heartbeatMs: 60_000,
      headers: new Headers(),
    })!;
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    body.end('data: last\n\n');
    const result = await readUntil(reader, 'never');
    expect(result).toEqual({ text: 'data: last\n\n', done: true });
  });
});

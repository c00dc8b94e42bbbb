import { readRequestBody } from './read-request-body';

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('http://app.example/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: { code?: string }) => error.code,
  );
const chunks = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe('readRequestBody', () => {
  it('reads a body sent in pieces whole, and an empty one as none', async () => {
    expect((await readRequestBody(post(chunks('{"a":', '1}')), { maxBytes: 100, deadlineMs: 1000 }))?.toString()).toBe('{"a":1}');
    expect(await readRequestBody(post(''), { maxBytes: 100, deadlineMs: 1000 })).toBeUndefined();
  });

  it('refuses more than the limit, whether Content-Length says so or lies', async () => {
    expect(await codeOf(readRequestBody(post('x', { 'content-length': '101' }), { maxBytes: 100, deadlineMs: 1000 }))).toBe(
      'payload_too_large',
    );
    expect(await codeOf(readRequestBody(post(chunks('x'.repeat(60), 'y'.repeat(60))), { maxBytes: 100, deadlineMs: 1000 }))).toBe(
      'payload_too_large',
    );
  });

  it('gives up at the deadline on a body that stops coming, and says so when the client breaks it', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array([1])) });
    const started = Date.now();
    expect(await codeOf(readRequestBody(post(stalled), { maxBytes: 100, deadlineMs: 150 }))).toBe('request_timeout');
    expect(Date.now() - started).toBeLessThan(1000);
    const broken = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error('aborted')) });
    expect(await codeOf(readRequestBody(post(broken), { maxBytes: 100, deadlineMs: 1000 }))).toBe('request_incomplete');
  });
});

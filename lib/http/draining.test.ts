import { PassThrough } from 'node:stream';
import type { Dispatcher } from 'undici';
import { toEventStream } from '../bff/event-stream';
import { beginDrain, closeConnectionWhenDraining, isDraining, onDrain } from './draining';

// Draining cannot be undone: this file's tests run in order, before and after it starts (each test file gets its
// own module registry, so no other file sees it).
describe('draining on shutdown', () => {
  it('leaves answers alone while the server runs', () => {
    const headers = new Headers();
    closeConnectionWhenDraining(headers);
    expect(isDraining()).toBe(false);
    expect(headers.has('connection')).toBe(false);
  });

  it('tells the listeners still waiting, once, and closes open event streams', async () => {
    const body = new PassThrough();
    const response = { statusCode: 200, headers: { 'content-type': 'text/event-stream' }, body } as unknown as Dispatcher.ResponseData;
    const stream = toEventStream(response, {
      signal: new AbortController().signal,
      lifetimeMs: 60_000,
      heartbeatMs: 60_000,
      headers: new Headers(),
    })!;
    const reader = stream.body!.getReader();
    const told: string[] = [];
    onDrain(() => told.push('kept'));
    const forget = onDrain(() => told.push('forgotten'));
    forget();

    beginDrain();
    beginDrain();
    expect(told).toEqual(['kept']);
    expect((await reader.read()).done).toBe(true);
    expect(body.destroyed).toBe(true);
  });

  it('then asks every answer to close its connection and ends a new stream at once', async () => {
    const headers = new Headers();
    closeConnectionWhenDraining(headers);
    expect(headers.get('connection')).toBe('close');
    const late: string[] = [];
    onDrain(() => late.push('at once'));
    expect(late).toEqual(['at once']);

    const body = new PassThrough();
    const response = { statusCode: 200, headers: { 'content-type': 'text/event-stream' }, body } as unknown as Dispatcher.ResponseData;
    const stream = toEventStream(response, {
      signal: new AbortController().signal,
      lifetimeMs: 60_000,
      heartbeatMs: 60_000,
      headers: new Headers(),
    })!;
    expect((await stream.body!.getReader().read()).done).toBe(true);
    expect(body.destroyed).toBe(true);
  });
});

describe('readiness while draining', () => {
  it('answers 503 without asking the gateway, so a load balancer stops sending work', async () => {
    const { GET } = await import('@/app/readyz/route');
    const answer = await GET();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'draining' });
    expect(answer.headers.get('connection')).toBe('close');
  });

  it('keeps /healthz alive but closes its connection', async () => {
    const { GET } = await import('@/app/healthz/route');
    const answer = GET();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
  });
});

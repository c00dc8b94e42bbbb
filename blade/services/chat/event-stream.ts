import type http from 'node:http';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import type { StreamReply } from '../../http/stream-reply';
import { subscribe, type ChatEvent } from './hub';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/** A comment line this often keeps proxies and the BFF from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 15_000;
/** What EventSource waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;

const open = new Set<http.ServerResponse>();

/** One server-sent event in the wire format (data is JSON, so it never contains a bare newline). */
export const formatEvent = ({ event, id, data }: ChatEvent) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /go-easy/imhistory/stream: the caller's chat messages as they are sent (text/event-stream),
 * the local stand-in for GoEasy's subscription. History and read state stay on imhistory/list.
 */
export function chatStream(ctx: Context): StreamReply {
  const user = ctx.user;
  if (!user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  return {
    status: 200,
    body: null,
    stream: (req, res) => {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      open.add(res);
      const unsubscribe = subscribe(user.tenantId, user.userId, (event) => res.write(formatEvent(event)));
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      };
      req.on('close', close);
      res.on('close', close);
    },
  };
}

/** Ends every open stream (shutdown: a stream never finishes by itself, so the server could not close). */
export function closeChatStreams(): void {
  for (const res of open) res.end();
}

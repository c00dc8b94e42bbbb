import type http from 'node:http';
import type { Reply } from './envelope';

/**
 * A handler's answer that keeps the connection open (server-sent events): the server hands it the raw
 * request and response instead of writing a JSON body. Everything else stays a plain Reply.
 */
export type StreamReply = Reply & { stream: (req: http.IncomingMessage, res: http.ServerResponse) => void };

export const isStreamReply = (reply: Reply): reply is StreamReply => typeof (reply as Partial<StreamReply>).stream === 'function';

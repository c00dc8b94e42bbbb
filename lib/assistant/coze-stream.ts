/**
 * Coze chat API v3 in streaming mode (`POST {apiBase}/v3/chat`, `stream: true`): server-sent events, of which
 * `conversation.message.delta` with `type: "answer"` carries the reply's text piece by piece; `conversation.chat.failed`
 * and `error` carry a failure. This reads one SSE block.
 */
export type CozeEvent = { kind: 'delta'; text: string } | { kind: 'failed'; message: string } | { kind: 'done' } | null;

export function readCozeEvent(block: string): CozeEvent {
  let event = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trim());
  }
  let payload: Record<string, unknown> = {};
  try {
    payload = data.length ? (JSON.parse(data.join('\n')) as Record<string, unknown>) : {};
  } catch {
    payload = {};
  }
  if (event === 'conversation.message.delta' && payload.type === 'answer' && typeof payload.content === 'string')
    return { kind: 'delta', text: payload.content };
  if (event === 'conversation.chat.failed' || event === 'error') {
    const error = (payload.last_error ?? payload) as { msg?: unknown };
    return { kind: 'failed', message: typeof error.msg === 'string' ? error.msg : '' };
  }
  if (event === 'done' || event === 'conversation.chat.completed') return { kind: 'done' };
  return null;
}

/** Splits a growing SSE buffer into complete blocks and the unfinished rest. */
export function splitBlocks(buffer: string): { blocks: string[]; rest: string } {
  const parts = buffer.replace(/\r\n/g, '\n').split('\n\n');
  return { blocks: parts.slice(0, -1), rest: parts.at(-1) ?? '' };
}

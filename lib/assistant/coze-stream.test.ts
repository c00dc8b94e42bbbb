import { readCozeEvent, splitBlocks } from './coze-stream';
import { isFresh, renewDelayMs } from './assistant-token';

describe('Coze v3 stream', () => {
  it('reads answer deltas, failures and the end, and ignores the rest', () => {
    expect(readCozeEvent('event:conversation.message.delta\ndata:{"type":"answer","content":"玉米"}')).toEqual({
      kind: 'delta',
      text: '玉米',
    });
    expect(readCozeEvent('event:conversation.message.delta\ndata:{"type":"function_call","content":"{}"}')).toBeNull();
    expect(readCozeEvent('event:conversation.chat.failed\ndata:{"last_error":{"code":4011,"msg":"余额不足"}}')).toEqual({
      kind: 'failed',
      message: '余额不足',
    });
    expect(readCozeEvent('event:done\ndata:"[DONE]"')).toEqual({ kind: 'done' });
    expect(readCozeEvent('event:conversation.chat.created\ndata:{nonsense')).toBeNull();
  });

  it('keeps an unfinished block for the next chunk', () => {
    expect(splitBlocks('event:a\ndata:1\n\nevent:b\nda')).toEqual({ blocks: ['event:a\ndata:1'], rest: 'event:b\nda' });
    expect(splitBlocks('event:a\r\ndata:1\r\n\r\n')).toEqual({ blocks: ['event:a\ndata:1'], rest: '' });
  });
});

describe('assistant token timing', () => {
  it('renews a minute early, or at 80% of a short life, never sooner than 5 s', () => {
    expect(renewDelayMs(600)).toBe(540_000);
    expect(renewDelayMs(100)).toBe(80_000);
    expect(renewDelayMs(2)).toBe(5_000);
  });

  it('treats a token within 10 s of expiry as stale', () => {
    const token = { token: 't', expiresIn: 600, botId: 'local', provider: 'local' as const, apiBase: '/x', expiresAt: 100_000 };
    expect(isFresh(token, 80_000)).toBe(true);
    expect(isFresh(token, 95_000)).toBe(false);
    expect(isFresh(null)).toBe(false);
  });
});

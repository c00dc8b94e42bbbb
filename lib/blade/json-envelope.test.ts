import { scanJsonEnvelope } from './json-envelope';

/** What the BFF did before: JSON.parse on the Latin-1 reading of the bytes. */
function reference(bytes: Buffer): { valid: boolean; code?: unknown } {
  try {
    return { valid: true, code: (JSON.parse(bytes.toString('latin1')) as { code?: unknown } | null)?.code };
  } catch {
    return { valid: false };
  }
}

const scan = (text: string | Buffer) => scanJsonEnvelope(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);

/** A small seeded generator (mulberry32), so a failure replays. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomValue(next: () => number, depth: number): unknown {
  const kind = Math.floor(next() * (depth > 3 ? 4 : 6));
  switch (kind) {
    case 0:
      return Math.floor(next() * 2000) - 1000 + (next() < 0.3 ? next() : 0) * (next() < 0.2 ? 1e21 : 1);
    case 1:
      return ['操作成功', 'a"b\\c', 'tab\there', '\u0001\u001f', 'emoji 🌾', ''][Math.floor(next() * 6)];
    case 2:
      return [true, false, null][Math.floor(next() * 3)];
    case 3:
      return 'code';
    case 4:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
    default: {
      const keys = ['code', 'data', 'msg', 'success', 'records', 'c\u00f6de', 'code '];
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 5) }, () => [keys[Math.floor(next() * keys.length)], randomValue(next, depth + 1)]),
      );
    }
  }
}

describe('scanJsonEnvelope', () => {
  it("reads a Blade envelope's code without building it", () => {
    expect(scan('{"code":200,"success":true,"data":{"records":[{"id":"1","name":"玉米"}],"total":1},"msg":"操作成功"}')).toEqual({
      valid: true,
      code: 200,
    });
    expect(scan(' {"code": 401, "msg": "请求未授权"} \n')).toEqual({ valid: true, code: 401 });
    expect(scan('{"data":{"code":401},"code":200}')).toEqual({ valid: true, code: 200 });
    expect(scan('{"data":{"code":401}}')).toEqual({ valid: true, code: undefined });
    expect(scan('{"code":1,"code":"401"}')).toEqual({ valid: true, code: '401' });
    expect(scan('{"\\u0063ode":401}')).toEqual({ valid: true, code: 401 });
    expect(scan('{"code":{"inner":[1,2]},"x":0}')).toEqual({ valid: true, code: { inner: [1, 2] } });
    expect(scan('[{"code":401}]')).toEqual({ valid: true, code: undefined });
    expect(scan('null')).toEqual({ valid: true, code: undefined });
  });

  it('refuses what is not one whole JSON text', () => {
    for (const text of [
      '',
      ' ',
      '{',
      '{"code":200',
      '{"code":200,}',
      '[1,]',
      '{"a" 1}',
      '{a:1}',
      "{'a':1}",
      '01',
      '1.',
      '.5',
      '+1',
      '1e',
      '-',
      'tru',
      'nul',
      'True',
      '"\\x"',
      '"\\u12G4"',
      '"unterminated',
      '{"a":1}{}',
      '<html>',
      '{"a":1} x',
      '"tab\there"',
      '[1 2]',
      '{"a":1,,"b":2}',
      '\ufeff{}',
    ]) {
      expect([text, scan(text)]).toEqual([text, { valid: false }]);
    }
  });

  it('holds deep nesting without recursion', () => {
    expect(scan('['.repeat(100_000) + ']'.repeat(100_000))).toEqual(reference(Buffer.from('['.repeat(100_000) + ']'.repeat(100_000))));
    expect(scan('['.repeat(100_000))).toEqual({ valid: false });
  });

  it('agrees with JSON.parse on generated bodies and on every kind of damage to them', () => {
    const next = random(20261126);
    for (let round = 0; round < 3000; round++) {
      const text = JSON.stringify(randomValue(next, 0), null, next() < 0.3 ? 1 : undefined) ?? 'null';
      const bytes = Buffer.from(text, 'utf8');
      expect([text, scanJsonEnvelope(bytes)]).toEqual([text, reference(bytes)]);
      // Truncated, a byte changed, a byte dropped, a byte added.
      const at = Math.floor(next() * bytes.length);
      const damaged = [
        bytes.subarray(0, at),
        Buffer.concat([bytes.subarray(0, at), Buffer.from([Math.floor(next() * 256)]), bytes.subarray(at + 1)]),
        Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1)]),
        Buffer.concat([bytes.subarray(0, at), Buffer.from('",]}:0e-\\ '[Math.floor(next() * 10)]), bytes.subarray(at)]),
      ];
      for (const body of damaged)
        expect([body.toString('latin1'), scanJsonEnvelope(body)]).toEqual([body.toString('latin1'), reference(body)]);
    }
  });

  it('reads a view into a larger buffer', () => {
    const pool = Buffer.from('xx{"code":401}yy');
    expect(scanJsonEnvelope(pool.subarray(2, 14))).toEqual({ valid: true, code: 401 });
  });
});

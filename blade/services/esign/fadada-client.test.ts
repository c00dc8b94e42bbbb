import crypto from 'node:crypto';
import { buildFascRequest, FadadaProvider, fascSignature, signTaskCreateBiz } from './fadada-client';
import { esignConfig } from './config';

const config = { appId: '80000123', appSecret: 'S3cr3tS3cr3tS3cr3tS3cr3t', serverUrl: 'https://uat-api.fadada.com/api/v5' };

describe('FaDaDa 5.x request building', () => {
  it('signs sorted, non-blank parameters with HMAC(HMAC(secret, timestamp), sha256(text))', () => {
    const text = 'X-FASC-Api-SubVersion=5.1&X-FASC-App-Id=80000123&bizContent={"openCorpId":"c1"}';
    const key = crypto.createHmac('sha256', config.appSecret).update('1700000000000').digest();
    const expected = crypto.createHmac('sha256', key).update(crypto.createHash('sha256').update(text).digest('hex')).digest('hex');
    expect(
      fascSignature(
        { bizContent: '{"openCorpId":"c1"}', 'X-FASC-App-Id': '80000123', 'X-FASC-Api-SubVersion': '5.1', blank: ' ' },
        config.appSecret,
        '1700000000000',
      ),
    ).toBe(expected);
  });

  it('sends bizContent as a form field with the access token, and the grant type when asking for a token', () => {
    const call = buildFascRequest({
      config,
      path: '/corp/get',
      biz: { openCorpId: 'c1' },
      accessToken: 'tok',
      nonce: 'n'.repeat(32),
      timestamp: '1700000000000',
    });
    expect(call.url).toBe('https://uat-api.fadada.com/api/v5/corp/get');
    expect(new URLSearchParams(call.body).get('bizContent')).toBe('{"openCorpId":"c1"}');
    expect(call.headers).toMatchObject({
      'X-FASC-App-Id': '80000123',
      'X-FASC-Sign-Type': 'HMAC-SHA256',
      'X-FASC-AccessToken': 'tok',
      'X-FASC-Api-SubVersion': '5.1',
      'X-FASC-Nonce': 'n'.repeat(32),
    });
    const { 'X-FASC-Sign': sign, 'content-type': _type, ...signed } = call.headers;
    expect(sign).toBe(fascSignature({ ...signed, bizContent: '{"openCorpId":"c1"}' }, config.appSecret, '1700000000000'));

    const token = buildFascRequest({ config, path: '/service/get-access-token', nonce: 'm'.repeat(32), timestamp: '1700000000001' });
    expect(token.body).toBe('');
    expect(token.headers['X-FASC-Grant-Type']).toBe('client_credential');
    expect(token.headers['X-FASC-AccessToken']).toBeUndefined();
  });

  it('builds a sign task with the platform as initiator and one signing actor per party', () => {
    expect(
      signTaskCreateBiz({
        tenantId: '000000',
        subject: 'HT1 玉米购销合同',
        contractId: '9',
        contractNo: 'HT1',
        initiatorOpenId: 'cP',
        actors: [
          { actorId: '甲方', actorType: 'corp', actorName: '卖方', openId: 'cA' },
          { actorId: '乙方', actorType: 'corp', actorName: '买方', openId: 'cB' },
        ],
      }),
    ).toEqual({
      initiator: { idType: 'corp', openId: 'cP' },
      signTaskSubject: 'HT1 玉米购销合同',
      transReferenceId: '9',
      businessId: 'HT1',
      autoStart: true,
      autoFinish: true,
      signInOrder: false,
      actors: [
        { actor: { actorId: '甲方', actorType: 'corp', actorName: '卖方', permissions: ['sign'], actorOpenId: 'cA' } },
        { actor: { actorId: '乙方', actorType: 'corp', actorName: '买方', permissions: ['sign'], actorOpenId: 'cB' } },
      ],
    });
  });

  it('fetches a token once, then calls with it, and reports FaDaDa refusals by message', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const answers = [
      { code: '100000', data: { accessToken: 'AT', expiresIn: '7200' } },
      { code: '100000', data: { actorSignTaskUrl: 'https://e.fadada.com/s/x' } },
      { code: '210002', msg: '企业未授权' },
    ];
    const fake = (async (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, headers: init.headers });
      return new Response(JSON.stringify(answers.shift()));
    }) as unknown as typeof fetch;
    const provider = new FadadaProvider(config, fake);
    expect(await provider.actorSignUrl({ signTaskId: 'T', actorId: '甲方' })).toBe('https://e.fadada.com/s/x');
    await expect(provider.corpUnbind('000000', 'c1')).rejects.toThrow('法大大: 企业未授权 (/corp/unbind)');
    expect(calls.map((call) => [call.url.replace(config.serverUrl, ''), call.headers['X-FASC-AccessToken'] ?? null])).toEqual([
      ['/service/get-access-token', null],
      ['/sign-task/actor/get-url', 'AT'],
      ['/corp/unbind', 'AT'],
    ]);
  });
});

describe('ESIGN_PROVIDER', () => {
  it('defaults to local and validates the FaDaDa settings', () => {
    expect(esignConfig({})).toEqual({ provider: 'local' });
    expect(() => esignConfig({ ESIGN_PROVIDER: 'docusign' })).toThrow('ESIGN_PROVIDER must be local or fadada');
    expect(() => esignConfig({ ESIGN_PROVIDER: 'fadada' })).toThrow(
      /FASC_APP_ID is required.*FASC_APP_SECRET is required.*FASC_SERVER_URL must be/,
    );
    expect(
      esignConfig({
        ESIGN_PROVIDER: 'fadada',
        FASC_APP_ID: '80000123',
        FASC_APP_SECRET: config.appSecret,
        FASC_SERVER_URL: 'https://uat-api.fadada.com/api/v5/',
      }),
    ).toEqual({ provider: 'fadada', ...config, pollMs: 60_000 });
    const fadada = {
      ESIGN_PROVIDER: 'fadada',
      FASC_APP_ID: '80000123',
      FASC_APP_SECRET: config.appSecret,
      FASC_SERVER_URL: config.serverUrl,
    };
    expect(esignConfig({ ...fadada, ESIGN_POLL_MS: '0' })).toMatchObject({ pollMs: 0 });
    expect(esignConfig({ ...fadada, ESIGN_POLL_MS: ' 15000 ' })).toMatchObject({ pollMs: 15_000 });
    for (const bad of ['500', 'soon', '1500.5', '-1000', '86400001']) {
      expect(() => esignConfig({ ...fadada, ESIGN_POLL_MS: bad })).toThrow(/ESIGN_POLL_MS must be/);
    }
  });
});

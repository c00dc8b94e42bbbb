import { useTestServer } from '../../testing/test-server';

/** Dictionary rules of DictController / DictBizController (docs/blade-contract.md §8.1) over HTTP on a fresh database. */
type Envelope = { status: number; code: number; success: boolean; msg: string; data: any };
const server = useTestServer({ logins: { admin: ['admin'], other: ['admin', 'admin', '100001'] } });

async function call(method: 'GET' | 'POST', path: string, body?: unknown, token = server.admin): Promise<Envelope> {
  const response = await fetch(server.base + path, {
    method,
    headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ...(await response.json()) };
}
const get = (path: string, token?: string) => call('GET', path, undefined, token);
const post = (path: string, body?: unknown, token?: string) => call('POST', path, body, token);
const values = (envelope: Envelope) => envelope.data.map((entry: any) => entry.dictValue);

/** A new dictionary with entries; returns its id and the entries' ids by key. */
async function dictionary(api: string, code: string, keys: string[], token = server.admin) {
  expect((await post(`${api}/submit`, { code, dictValue: code, sort: 1, isSealed: 0 }, token)).success).toBe(true);
  const parent = (await get(`${api}/parent-list?code_equal=${code}`, token)).data.records[0];
  for (const [index, key] of keys.entries()) {
    // The entry's code comes from its dictionary whatever the body says.
    expect(
      (
        await post(
          `${api}/submit`,
          { parentId: parent.id, code: 'ignored', dictKey: key, dictValue: `${code}-${key}`, sort: index, isSealed: 0 },
          token,
        )
      ).success,
    ).toBe(true);
  }
  const entries = (await get(`${api}/child-list?parentId=${parent.id}`, token)).data as any[];
  return { id: parent.id as string, entries: new Map(entries.map((entry) => [entry.dictKey as string, entry])) };
}

describe.each(['/blade-system/dict', '/blade-system/dict-biz'])('%s', (api) => {
  const lookup = `${api}/dictionary?code=`;

  it('lists a dictionary’s entries under it and in dictionary?code=, which hides sealed ones', async () => {
    const { entries } = await dictionary(api, `grade_${api.length}`, ['1', '2']);
    expect([...entries.values()].every((entry) => entry.code === `grade_${api.length}`)).toBe(true);
    expect(values(await get(`${lookup}grade_${api.length}`))).toEqual([`grade_${api.length}-1`, `grade_${api.length}-2`]);
    expect((await post(`${api}/submit`, { id: entries.get('2').id, isSealed: 1 })).success).toBe(true);
    expect(values(await get(`${lookup}grade_${api.length}`))).toEqual([`grade_${api.length}-1`]);
    // Still listed (sealed) on the management screen.
    expect((await get(`${api}/detail?id=${entries.get('2').id}`)).data).toMatchObject({ isSealed: 1, dictKey: '2' });
  });

  it('refuses a duplicate key, renames entries with their dictionary, refuses removing a dictionary with entries', async () => {
    const { id, entries } = await dictionary(api, `moist_${api.length}`, ['a']);
    const duplicate = await post(`${api}/submit`, { parentId: id, dictKey: 'a', dictValue: 'again', sort: 2, isSealed: 0 });
    expect(duplicate).toMatchObject({ status: 400, code: 400, success: false, msg: '当前字典键值已存在!' });
    expect((await post(`${api}/submit`, { id, code: `moisture_${api.length}` })).success).toBe(true);
    expect(values(await get(`${lookup}moisture_${api.length}`))).toEqual([`moist_${api.length}-a`]);
    expect((await get(`${lookup}moist_${api.length}`)).data).toEqual([]);
    expect(await post(`${api}/remove?ids=${id}`)).toMatchObject({ status: 400, msg: '请先删除子节点!' });
    expect((await post(`${api}/remove?ids=${entries.get('a').id}`)).success).toBe(true);
    expect((await post(`${api}/remove?ids=${id}`)).success).toBe(true);
    expect((await get(`${api}/child-list?parentId=${id}`)).data).toEqual([]);
  });

  it('answers an empty child list for a negative parent', async () => {
    expect((await get(`${api}/child-list?parentId=-1`)).data).toEqual([]);
  });
});

describe('business dictionaries per tenant', () => {
  it('shows a tenant’s entries to that tenant only, in lists and in dictionary?code=', async () => {
    const { id } = await dictionary('/blade-system/dict-biz', 'depot_zone', ['n'], server.tokens.other);
    expect(values(await get('/blade-system/dict-biz/dictionary?code=depot_zone', server.tokens.other))).toEqual(['depot_zone-n']);
    expect((await get('/blade-system/dict-biz/dictionary?code=depot_zone')).data).toEqual([]);
    expect((await get(`/blade-system/dict-biz/child-list?parentId=${id}`)).data).toEqual([]);
    // Nor may 000000 write under or remove another tenant's dictionary.
    expect(
      (await post('/blade-system/dict-biz/submit', { parentId: id, dictKey: 'x', dictValue: 'x', sort: 1, isSealed: 0 })).success,
    ).toBe(false);
    await post(`/blade-system/dict-biz/remove?ids=${id}`);
    expect((await get('/blade-system/dict-biz/parent-list?code_equal=depot_zone', server.tokens.other)).data.total).toBe(1);
  });
});

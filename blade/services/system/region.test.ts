import { useTestServer } from '../../testing/test-server';

/** RegionController rules on a fresh database: codes grow by level under their parent; the seed covers the grain areas. */
const server = useTestServer();

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(server.base + path, {
    method,
    headers: { 'blade-auth': `bearer ${server.admin}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, ...(await response.json()) };
}

describe('regions', () => {
  it('seeds the grain prefectures and their counties, as a lazy tree keyed by code', async () => {
    const cities = (await call('GET', '/blade-system/region/lazy-tree?parentCode=23')).data;
    expect(cities.map((node: any) => node.title)).toEqual(expect.arrayContaining(['哈尔滨市', '齐齐哈尔市', '佳木斯市', '绥化市']));
    const suihua = cities.find((node: any) => node.title === '绥化市');
    expect(suihua).toMatchObject({ id: '2312', key: '2312', value: '2312', parentId: '23', hasChildren: true });
    const counties = (await call('GET', '/blade-system/region/lazy-tree?parentCode=2312')).data;
    expect(counties.map((node: any) => node.title)).toContain('肇东市');
    for (const code of ['2201', '2207', '1505', '4116', '3714']) {
      expect((await call('GET', `/blade-system/region/lazy-tree?parentCode=${code}`)).data.length).toBeGreaterThan(3);
    }
  });

  it('takes a new code only as the parent’s code plus its own level’s digits', async () => {
    expect(await call('POST', '/blade-system/region/submit', { code: '23121', name: '过短', parentCode: '2312' })).toMatchObject({
      status: 400,
      msg: '区划编号须为6位数字!',
    });
    expect(await call('POST', '/blade-system/region/submit', { code: '2399', name: '错位', parentCode: '22' })).toMatchObject({
      status: 400,
      msg: '区划编号须为数字，且以上级区划编号开头!',
    });
    expect((await call('POST', '/blade-system/region/submit', { code: '231299', name: '示范农场', parentCode: '2312' })).success).toBe(
      true,
    );
    expect((await call('GET', '/blade-system/region/detail?code=231299')).data).toMatchObject({
      ancestors: '00,23,2312',
      regionLevel: 3,
      cityName: '绥化市',
      districtName: '示范农场',
    });
    expect((await call('POST', '/blade-system/region/remove?id=2312')).msg).toBe('请先删除子节点!');
    expect((await call('POST', '/blade-system/region/remove?id=231299')).success).toBe(true);
    expect((await call('GET', '/blade-system/region/detail?code=231299')).data).toEqual({});
  });
});

import { browserViewStore } from './view-store';
import { captureView, decodeView, encodeView, sharedHidden, shareUrl, viewColumnPrefs, viewGridState } from './view-state';

const COLUMNS = ['paramName', 'paramKey', 'paramValue', 'remark'];

describe('a view’s state', () => {
  const state = { current: 3, size: 30, sort: { field: 'paramKey', direction: 'asc' as const }, filters: { paramName: '账号' } };
  const prefs = { hidden: { remark: false, paramValue: true }, widths: { paramName: 200 }, order: ['paramKey', 'paramName'] };

  it('keeps filters, sort, page size and hidden columns, not the page', () => {
    const view = captureView(state, prefs, null);
    expect(view).toEqual({
      query: 'size=30&sort=paramKey%2Casc&paramName=%E8%B4%A6%E5%8F%B7',
      hidden: ['remark'],
      order: ['paramKey', 'paramName'],
    });
    expect(viewGridState(decodeView(encodeView(view)), ['paramName'], null)).toEqual({ ...state, current: 1 });
  });

  it('applies its columns over the user’s widths', () => {
    const next = viewColumnPrefs({ query: '', hidden: ['paramKey'] }, prefs, COLUMNS);
    expect(next).toEqual({ hidden: { paramName: true, paramKey: false, paramValue: true, remark: true }, widths: { paramName: 200 } });
  });

  it('reads a damaged stored view as the plain list', () => {
    expect(decodeView('{not json')).toEqual({ query: '', hidden: [] });
    expect(decodeView('{"query":5,"hidden":["a",3]}')).toEqual({ query: '', hidden: ['a'] });
  });
});

describe('sharing', () => {
  it('links to the screen with the grid’s query and the visible columns', () => {
    const url = shareUrl('https://bo.example', '/system/param', { query: 'size=30', hidden: ['remark'] }, COLUMNS);
    expect(url).toBe('https://bo.example/system/param?size=30&cols=paramName%2CparamKey%2CparamValue');
    expect(sharedHidden(new URL(url).searchParams, COLUMNS)).toEqual(['remark']);
  });

  it('leaves the columns alone for a link naming none it knows', () => {
    expect(sharedHidden(new URLSearchParams('cols=nope'), COLUMNS)).toBeNull();
    expect(shareUrl('https://bo.example', '/system/param', { query: '', hidden: [] }, COLUMNS)).toBe('https://bo.example/system/param');
  });
});

describe('views kept in the browser (a real gateway)', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
  };
  let serial = 0;
  const store = browserViewStore(
    memory(),
    (resource) => `views:${resource}`,
    () => `id-${++serial}`,
  );

  it('saves, replaces by name, keeps one default and removes', async () => {
    const first = await store.save({ resource: 'param', name: 'A', state: '{"query":"","hidden":[]}', isDefault: true });
    await store.save({ resource: 'param', name: 'B', state: '{"query":"size=30","hidden":[]}', isDefault: true });
    await store.save({ resource: 'param', name: 'A', state: '{"query":"size=50","hidden":[]}' });
    const views = await store.list('param');
    expect(views.map((view) => [view.name, view.state, view.isDefault])).toEqual([
      ['A', '{"query":"size=50","hidden":[]}', false],
      ['B', '{"query":"size=30","hidden":[]}', true],
    ]);
    expect(views[0].id).toBe(first.id);
    await store.setDefault(views[0], true);
    expect((await store.list('param')).map((view) => view.isDefault)).toEqual([true, false]);
    await store.remove(views[1]);
    expect((await store.list('param')).map((view) => view.name)).toEqual(['A']);
    expect(await store.list('dict')).toEqual([]);
  });
});

import { getResource, resources } from '../resources';
import { addActions, recordHref, RECORD_SOURCES, searchActions, searchableSources, toRecordHits } from './palette';

const order = getResource('order')!;
const orderSource = RECORD_SOURCES.find((source) => source.resource === 'order')!;

describe('command palette', () => {
  it('searches only the record sources in the menu that the user may view', () => {
    const menu = new Set([order.menuPath, getResource('user')!.menuPath]);
    const sources = searchableSources(getResource, menu, new Set(['order_view', 'goods_view']));
    expect(sources.map(({ resource }) => resource.name)).toEqual(['order']);
  });

  it('turns a Blade page into hits with the identifying details', () => {
    const hits = toRecordHits(order, orderSource, {
      records: [{ id: 9, orderNo: 'DD001', goodsName: '玉米', buyerName: '中粮' }, { orderNo: 'no-id' }, null],
    });
    expect(hits).toEqual([{ resource: order, id: '9', title: 'DD001', detail: '玉米 · 中粮' }]);
    expect(toRecordHits(order, orderSource, 'garbage')).toEqual([]);
  });

  it('links a hit to its list filtered by the field that found it', () => {
    expect(recordHref({ resource: order, id: '9', title: 'DD 001', detail: '' }, orderSource)).toBe(`${order.menuPath}?orderNo=DD+001`);
  });

  it('offers "add" only where the menu and the add button allow it', () => {
    const menu = new Set([order.menuPath]);
    const actions = addActions(resources, menu, new Set(['order_add', 'goods_add']), (resource) => `新增${resource.name}`);
    expect(actions.map((action) => action.id)).toEqual(['add:order']);
    expect(actions[0]).toMatchObject({ href: order.menuPath, dialog: 'add' });
  });

  it('matches actions by any part of their label, ignoring case', () => {
    const actions = [
      { id: 'a', label: 'Lock screen', icon: 'Lock' },
      { id: 'b', label: '新增参数', icon: 'Add' },
    ];
    expect(searchActions(actions, 'SCREEN').map((action) => action.id)).toEqual(['a']);
    expect(searchActions(actions, '参数').map((action) => action.id)).toEqual(['b']);
    expect(searchActions(actions, '  ')).toEqual([]);
  });
});

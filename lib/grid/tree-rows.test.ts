import { allTreeKeys, visibleTreeRows } from './tree-rows';

const tree = [
  {
    id: '1',
    name: '粮食',
    children: [
      { id: '2', name: '玉米' },
      { id: '3', name: '小麦', children: [{ id: '4', name: '硬质小麦' }] },
    ],
  },
  { id: '5', name: '油料' },
];

describe('tree rows', () => {
  it('shows roots, then children of expanded parents with their depth', () => {
    expect(visibleTreeRows(tree, new Set()).map((row) => [row.id, row.__depth, row.__hasChildren, row.__expanded])).toEqual([
      ['1', 0, true, false],
      ['5', 0, false, false],
    ]);
    expect(visibleTreeRows(tree, new Set(['1', '3'])).map((row) => [row.id, row.__depth])).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 1],
      ['4', 2],
      ['5', 0],
    ]);
    expect(visibleTreeRows(tree, new Set(['1']))[0]).not.toHaveProperty('children');
  });

  it('uses lazily loaded children and hasChildren before they arrive', () => {
    const roots = [
      { id: 'a', hasChildren: true },
      { id: 'b', hasChildren: false },
    ];
    expect(visibleTreeRows(roots, new Set(['a'])).map((row) => [row.id, row.__hasChildren, row.__expanded])).toEqual([
      ['a', true, true],
      ['b', false, false],
    ]);
    const loaded = new Map([['a', [{ id: 'a1', hasChildren: false }]]]);
    expect(visibleTreeRows(roots, new Set(['a']), 'id', loaded).map((row) => row.id)).toEqual(['a', 'a1', 'b']);
    expect(
      visibleTreeRows([{ code: '11', hasChildren: true }], new Set(['11']), 'code', new Map([['11', [{ code: '1101' }]]])).map(
        (row) => row.code,
      ),
    ).toEqual(['11', '1101']);
  });

  it('lists every key for expand-all', () => {
    expect(allTreeKeys(tree)).toEqual(['1', '2', '3', '4', '5']);
  });
});

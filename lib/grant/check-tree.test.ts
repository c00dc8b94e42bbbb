import { checkStates, grantedKeys, indexTree, initialGranted, setAll, toggleNode } from './check-tree';

// system ─┬─ user ─┬─ user_add
//         │        └─ user_delete
//         └─ dept
// desk
const forest = [
  {
    id: 'system',
    parentId: '0',
    title: '系统管理',
    children: [
      {
        id: 'user',
        parentId: 'system',
        title: '用户管理',
        children: [
          { id: 'user_add', parentId: 'user', title: '新增' },
          { id: 'user_delete', parentId: 'user', title: '删除' },
        ],
      },
      { id: 'dept', parentId: 'system', title: '部门管理' },
    ],
  },
  { id: 'desk', parentId: '0', title: '工作台' },
];
const index = indexTree(forest);

describe('indexTree', () => {
  it('keeps tree order, parents and children', () => {
    expect(index.order).toEqual(['system', 'user', 'user_add', 'user_delete', 'dept', 'desk']);
    expect(index.parent.get('user_add')).toBe('user');
    expect(index.children.get('system')).toEqual(['user', 'dept']);
    expect(index.title.get('desk')).toBe('工作台');
  });

  it('skips malformed items and repeated ids', () => {
    expect(indexTree([null, { title: 'no id' }, { id: 'a' }, { id: 'a' }]).order).toEqual(['a']);
    expect(indexTree('nope').order).toEqual([]);
  });
});

describe('checking', () => {
  it('checks a parent with its whole subtree', () => {
    const granted = toggleNode(index, new Set(), 'user');
    expect([...granted].sort()).toEqual(['user', 'user_add', 'user_delete']);
    const states = checkStates(index, granted);
    expect(states.get('user')).toBe('checked');
    expect(states.get('system')).toBe('indeterminate');
    expect(states.get('desk')).toBe('unchecked');
  });

  it('sends half-checked parents along with the checked nodes', () => {
    const granted = toggleNode(index, new Set(), 'user_add');
    expect(checkStates(index, granted).get('user')).toBe('indeterminate');
    expect(grantedKeys(index, granted)).toEqual(['system', 'user', 'user_add']);
  });

  it('checks a parent once all its children are checked', () => {
    const granted = toggleNode(index, toggleNode(index, new Set(['user_add', 'user_delete']), 'dept'), 'desk');
    expect(checkStates(index, granted).get('system')).toBe('checked');
    expect(grantedKeys(index, granted)).toEqual(index.order);
  });

  it('unchecking clears the subtree and ancestors left with nothing below', () => {
    const all = setAll(index, true);
    const withoutUser = toggleNode(index, all, 'user');
    expect(grantedKeys(index, withoutUser)).toEqual(['system', 'dept', 'desk']);
    const onlyAdd = new Set(['system', 'user', 'user_add']);
    expect(grantedKeys(index, toggleNode(index, onlyAdd, 'user_add'))).toEqual([]);
  });

  it('keeps a screen granted without its buttons, half-checked', () => {
    const granted = initialGranted(index, ['system', 'user', 'unknown']);
    expect(granted.has('unknown')).toBe(false);
    expect(checkStates(index, granted).get('user')).toBe('indeterminate');
    expect(grantedKeys(index, granted)).toEqual(['system', 'user']);
    // Clicking it then checks it fully.
    expect(checkStates(index, toggleNode(index, granted, 'user')).get('user')).toBe('checked');
  });

  it('sends only leaves for scope trees (menus there only group the scopes)', () => {
    const granted = toggleNode(index, new Set(), 'user');
    expect(grantedKeys(index, granted, true)).toEqual(['user_add', 'user_delete']);
  });
});

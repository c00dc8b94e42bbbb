import { lazyLevel, levelsOf, ROOT } from './tree-levels';

describe('filter tree levels', () => {
  it('splits a TreeNode forest into levels by parent', () => {
    const levels = levelsOf([
      {
        id: 1,
        title: '集团',
        children: [
          { id: 2, title: '交易部' },
          { id: 3, title: '财务部', children: [] },
        ],
      },
    ]);
    expect(levels.get(ROOT)).toEqual([{ id: '1', title: '集团', hasChildren: true }]);
    expect(levels.get('1')).toEqual([
      { id: '2', title: '交易部', hasChildren: false },
      { id: '3', title: '财务部', hasChildren: false },
    ]);
  });

  it('reads a lazy level of menu rows, skipping malformed ones', () => {
    expect(lazyLevel([{ id: '9', name: '用户管理', hasChildren: true }, null, { name: 'no id' }])).toEqual([
      { id: '9', title: '用户管理', hasChildren: true },
    ]);
    expect(lazyLevel({ records: [] })).toEqual([]);
  });
});

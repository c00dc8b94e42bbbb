import { flattenTree } from './tree-options';

describe('tree picker options', () => {
  it('flattens TreeNode forests depth first', () => {
    const forest = [
      {
        id: '1',
        title: '总公司',
        children: [
          { id: '2', title: '交易部' },
          { id: '3', title: '财务部', children: [{ id: '4', title: '结算组' }] },
        ],
      },
    ];
    expect(flattenTree(forest)).toEqual([
      { value: '1', label: '总公司', depth: 0, path: '总公司' },
      { value: '2', label: '交易部', depth: 1, path: '总公司 / 交易部' },
      { value: '3', label: '财务部', depth: 1, path: '总公司 / 财务部' },
      { value: '4', label: '结算组', depth: 2, path: '总公司 / 财务部 / 结算组' },
    ]);
  });
  it('stores a tenant by its tenantId, not its row id', () => {
    expect(flattenTree([{ id: '1123', tenantId: '100001', tenantName: '华北粮贸' }])[0]).toMatchObject({
      value: '100001',
      label: '华北粮贸',
    });
  });

  it('reads plain select rows and ignores junk', () => {
    expect(flattenTree([{ id: '9', postName: 'CEO' }, null, 3])).toEqual([{ value: '9', label: 'CEO', depth: 0, path: 'CEO' }]);
    expect(flattenTree({})).toEqual([]);
  });
});

import { can, flattenPermissions } from './access';

describe('button permissions', () => {
  it('keeps leaf codes only, as Saber does', () => {
    const tree = [
      { code: 'notice', children: [{ code: 'notice_add' }, { code: 'notice_delete' }] },
      { code: 'empty_parent', children: [] },
      { code: 'lonely_button' },
      { code: '', children: [{ code: 'deep', children: [{ code: 'deep_view' }] }] },
      null,
    ];
    expect([...flattenPermissions(tree)].sort()).toEqual(['deep_view', 'lonely_button', 'notice_add', 'notice_delete']);
    expect(flattenPermissions({ not: 'an array' }).size).toBe(0);
  });

  it('answers per resource and action, with the permission prefix', () => {
    const permissions = new Set(['param_add', 'log_usual_view']);
    expect(can(permissions, { name: 'param' }, 'add')).toBe(true);
    expect(can(permissions, { name: 'param' }, 'delete')).toBe(false);
    expect(can(permissions, { name: 'logUsual', permission: 'log_usual' }, 'view')).toBe(true);
  });
});

import { hasChanges } from './unsaved-changes';

describe('unsaved changes', () => {
  it('sees a typed value, not a value typed and cleared again', () => {
    expect(hasChanges({ name: 'a', remark: '' }, { name: 'a', remark: '' })).toBe(false);
    expect(hasChanges({ name: 'a' }, { name: 'b' })).toBe(true);
    expect(hasChanges({ name: 'a' }, { name: 'a', remark: '' })).toBe(false);
    expect(hasChanges({ name: 'a' }, { name: 'a', remark: 'x' })).toBe(true);
    expect(hasChanges({ name: 'a', remark: 'x' }, { name: 'a' })).toBe(true);
  });
});

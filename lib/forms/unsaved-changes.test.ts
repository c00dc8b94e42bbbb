import { hasChanges, valuesDiffer } from './unsaved-changes';

describe('unsaved changes', () => {
  it('sees a typed value, not a value typed and cleared again', () => {
    expect(hasChanges({ name: 'a', remark: '' }, { name: 'a', remark: '' })).toBe(false);
    expect(hasChanges({ name: 'a' }, { name: 'b' })).toBe(true);
    expect(hasChanges({ name: 'a' }, { name: 'a', remark: '' })).toBe(false);
    expect(hasChanges({ name: 'a' }, { name: 'a', remark: 'x' })).toBe(true);
    expect(hasChanges({ name: 'a', remark: 'x' }, { name: 'a' })).toBe(true);
  });

  it('compares nested values (quality indices, order lines) the same way', () => {
    expect(valuesDiffer({ quality: { moisture: '' } }, { quality: {} })).toBe(false);
    expect(valuesDiffer({ quality: { moisture: '12' } }, { quality: { moisture: '13' } })).toBe(true);
    expect(valuesDiffer({ lines: [{ qty: '1' }] }, { lines: [{ qty: '1' }] })).toBe(false);
    expect(valuesDiffer({ lines: [{ qty: '1' }] }, { lines: [{ qty: '1' }, { qty: '' }] })).toBe(true);
    expect(valuesDiffer({ isDefault: false }, { isDefault: true })).toBe(true);
    expect(valuesDiffer(null, { name: '' })).toBe(true);
  });
});

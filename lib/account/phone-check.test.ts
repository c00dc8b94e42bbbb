import { phoneProblem } from './phone-check';

describe('phoneProblem', () => {
  it('checks empty, then length, then format, in that order', () => {
    expect(phoneProblem('')).toBe('empty');
    expect(phoneProblem('   ')).toBe('empty');
    expect(phoneProblem(undefined)).toBe('empty');
    expect(phoneProblem('1391234567')).toBe('length');
    expect(phoneProblem('139123456789')).toBe('length');
    expect(phoneProblem('abc')).toBe('length');
    expect(phoneProblem('01012345678')).toBe('format');
    expect(phoneProblem('0755-123456')).toBe('format');
    expect(phoneProblem('abcdefghijk')).toBe('format');
  });

  it('accepts an 11-digit mobile number', () => {
    expect(phoneProblem('13912345678')).toBeNull();
    expect(phoneProblem(' 13912345678 ')).toBeNull();
  });
});

import { byteSize } from './byte-size';

const read = (bytes: number, locale = 'en') => {
  const { value, options } = byteSize(bytes);
  return new Intl.NumberFormat(locale, options).format(value);
};

describe('byteSize', () => {
  it('reads a file size in the unit that fits, one decimal at most', () => {
    expect(read(0)).toBe('0 bytes');
    expect(read(512)).toBe('512 bytes');
    expect(read(2048)).toBe('2 kB');
    expect(read(1536 * 1024)).toBe('1.5 MB');
    expect(read(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('never goes below zero or past terabytes', () => {
    expect(read(-5)).toBe('0 bytes');
    expect(byteSize(1024 ** 6).options.unit).toBe('terabyte');
  });

  it('follows the locale', () => {
    expect(read(2048, 'zh')).toBe('2 kB');
    expect(read(100, 'zh')).toBe('100字节');
  });
});

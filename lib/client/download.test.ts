import { dispositionName } from './download';

describe('Content-Disposition file names', () => {
  it('prefers the UTF-8 name, else the plain one', () => {
    expect(dispositionName(`attachment; filename="file.csv"; filename*=UTF-8''${encodeURIComponent('磅单 0324.csv')}`)).toBe(
      '磅单 0324.csv',
    );
    expect(dispositionName('attachment; filename="code.zip"')).toBe('code.zip');
    expect(dispositionName('attachment; filename=code.zip')).toBe('code.zip');
    expect(dispositionName(null)).toBeNull();
    expect(dispositionName('attachment; filename="a.zip"; filename*=UTF-8\'\'%E0%A4%A')).toBe('a.zip');
  });
});

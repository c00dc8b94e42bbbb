import { isDecodablePath } from './decodable-path';

describe('isDecodablePath', () => {
  it.each(['/api/blade-system/user/list', '/api/%E4%B8%AD', '/system/%2e%2e/x', '/'])('accepts %s', (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });
  it.each(['/api/%ff', '/%c0%ae/api/x', '/api/%E4%B8', '/bff/%/session', '/x%zz'])('refuses %s', (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });
});

import { AVATAR_MAX_BYTES, avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it('accepts jpg and png up to 500 KB', () => {
    expect(avatarFileProblem({ name: 'me.png', type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ name: 'ME.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(avatarFileProblem({ name: 'me.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses other types first, then files over 500 KB', () => {
    expect(avatarFileProblem({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarFileProblem({ name: 'me.png', type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarFileProblem({ name: 'me.gif', type: 'image/png', size: 10 })).toBe('type');
    expect(avatarFileProblem({ name: 'huge.gif', type: 'image/gif', size: AVATAR_MAX_BYTES * 3 })).toBe('type');
    expect(avatarFileProblem({ name: 'big.png', type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});

import { fillMessage } from './fill-message';

describe('fillMessage', () => {
  it('fills placeholders of a message as written and as precompiled', () => {
    expect(fillMessage('还可尝试 {left} 次', { left: 3 })).toBe('还可尝试 3 次');
    expect(fillMessage(['Tries left: ', ['left'], '.'], { left: 2 })).toBe('Tries left: 2.');
    expect(fillMessage('no placeholder', {})).toBe('no placeholder');
  });
});

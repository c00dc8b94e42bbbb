import { idCardCheckChar, isValidIdCard, isValidUscc, usccCheckChar, verifyIdentity } from './identity-check';

describe('identity checks (核验)', () => {
  it('accepts a credit code whose check character is right (GB 32100-2015) and refuses a typo', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(isValidUscc('91350100M000100Y43')).toBe(true);
    expect(isValidUscc('91350100m000100y43')).toBe(true);
    expect(isValidUscc('91350100M000100Y44')).toBe(false);
    expect(isValidUscc('91350100M000100Y4')).toBe(false);
    // I, O, S, V and Z are never used in a credit code.
    expect(isValidUscc('91360100MA35R6S7T8')).toBe(false);
  });

  it('accepts an ID number whose check character is right (GB 11643-1999), X included', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard('22038119850614047')).toBe(false);
  });

  it('checks the credit code of an enterprise and the ID number of an individual', () => {
    expect(verifyIdentity({ auth_type: 2, credit_code: '91350100M000100Y43', id_card_no: '' })).toEqual({
      passed: true,
      message: '统一社会信用代码 91350100M000100Y43 校验通过',
    });
    expect(verifyIdentity({ auth_type: 3, credit_code: '91350100M000100Y44', id_card_no: '' }).passed).toBe(false);
    expect(verifyIdentity({ auth_type: 2, credit_code: '', id_card_no: '' })).toEqual({ passed: false, message: '未填写统一社会信用代码' });
    expect(verifyIdentity({ auth_type: 1, credit_code: null, id_card_no: '220381198506140417' })).toEqual({
      passed: true,
      message: '身份证号校验通过',
    });
    expect(verifyIdentity({ auth_type: 1, credit_code: null, id_card_no: '220381********0416' })).toEqual({
      passed: false,
      message: '身份证号不完整，无法核验',
    });
  });
});

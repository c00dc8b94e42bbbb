/**
 * The identity checks a KYC review runs locally (核验): the check characters of the unified social credit code
 * (GB 32100-2015) and of the resident ID number (GB 11643-1999). A wrong code is a typo or a forgery.
 */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The 18th character the first 17 of a credit code call for, or null when they are not 17 valid characters. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_CHARS.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * USCC_WEIGHTS[i];
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

export function isValidUscc(code: string): boolean {
  const upper = code.trim().toUpperCase();
  return /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(upper) && usccCheckChar(upper.slice(0, 17)) === upper[17];
}

/** The 18th character the first 17 digits of an ID number call for, or null when they are not 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * ID_WEIGHTS[i], 0);
  return ID_CHECK[sum % 11];
}

export function isValidIdCard(number: string): boolean {
  const upper = number.trim().toUpperCase();
  return /^\d{17}[\dX]$/.test(upper) && idCardCheckChar(upper.slice(0, 17)) === upper[17];
}

/** What the verification of one application finds: passed, and the message recorded for the reviewer. */
export function verifyIdentity(row: { auth_type: number; credit_code: string | null; id_card_no: string | null }): {
  passed: boolean;
  message: string;
} {
  const idCard = (row.id_card_no ?? '').trim();
  if (row.auth_type === 2 || row.auth_type === 3) {
    const code = (row.credit_code ?? '').trim();
    if (!code) return { passed: false, message: '未填写统一社会信用代码' };
    if (!isValidUscc(code)) return { passed: false, message: `统一社会信用代码 ${code} 校验位不正确` };
    return { passed: true, message: `统一社会信用代码 ${code} 校验通过` };
  }
  if (!idCard) return { passed: false, message: '未填写身份证号' };
  if (idCard.includes('*')) return { passed: false, message: '身份证号不完整，无法核验' };
  if (!isValidIdCard(idCard)) return { passed: false, message: `身份证号 ${idCard} 校验位不正确` };
  return { passed: true, message: '身份证号校验通过' };
}

/**
 * Saber's `isvalidatemobile` (docs/spec.md §5 "Phone check"), in its order: empty, then a length other than 11,
 * then the format. Saber only flags an 11-character landline-style number (`0` + area code + number);
 * that check is kept, and anything that is not a mainland mobile number (1 + 10 digits) is refused too,
 * so letters cannot pass as a phone number.
 */
export type PhoneProblem = 'empty' | 'length' | 'format';

const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
const MOBILE = /^1\d{10}$/;

export function phoneProblem(phone: string | null | undefined): PhoneProblem | null {
  const value = (phone ?? '').trim();
  if (value === '') return 'empty';
  if (value.length !== 11) return 'length';
  if (LANDLINE.test(value) || !MOBILE.test(value)) return 'format';
  return null;
}

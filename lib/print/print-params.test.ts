import { printParams } from './print-params';
import { pdfPath } from './pdf-path';
import { printPath } from './registry';

describe('print addresses', () => {
  test('a kind keeps only its own parameters, and only plain ids (the server PDF renders whatever path it builds from them)', () => {
    expect(printParams('weighslip', { pickupId: '1123598800068000051', other: 'x' })).toEqual({ pickupId: '1123598800068000051' });
    expect(printParams('weighslip', new URLSearchParams('pickupId=../../api/blade-system/user/list'))).toEqual({});
    expect(printParams('weighslip', { pickupId: ['1', '2'] })).toEqual({});
    expect(printParams('pickup', { pickupId: '1' })).toEqual({});
  });

  test('the print view and its PDF share the path, ids encoded', () => {
    expect(printPath('weighslip', 's 1', { pickupId: '7' })).toBe('/print/weighslip/s%201?pickupId=7');
    expect(pdfPath('weighslip', 's 1', { pickupId: '7' })).toBe('/bff/print/weighslip/s%201?pickupId=7');
    expect(pdfPath('loan', '9')).toBe('/bff/print/loan/9');
  });
});

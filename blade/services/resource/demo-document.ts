/**
 * The documents of the seeded records (contracts, agreements, reports…) as one-page PDFs naming the file, so a
 * seeded record's link opens a document instead of an error. Latin text only (the PDF's built-in Helvetica has no
 * Chinese): the name's other characters are left out of the page, not of the file name.
 */
export function demoDocument(name: string): Buffer {
  const latin = name.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '') || 'document';
  const lines = ['Tradeport demo document', latin, 'Seeded by the embedded Blade service.'];
  const text = lines.map((line, index) => `BT /F1 ${index === 0 ? 18 : 12} Tf 72 ${760 - index * 28} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

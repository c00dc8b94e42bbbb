import { dict, field, sealed, signed, filled, money, percent, text, tonnes, type PrintDocument } from '../document';

type Row = Record<string, unknown>;
export type InvoiceData = { invoice: Row; lines?: Row[] };

/**
 * 发票 (the invoice as issued to the buyer): seller, the buyer's invoicing details, the goods with amount before tax,
 * rate and tax, and the total including tax. The goods' name comes from the order's lines when they can be read.
 */
export function invoiceDocument({ invoice, lines = [] }: InvoiceData): PrintDocument {
  const names = [...new Set(lines.map((line) => String(line.productName ?? '')).filter(Boolean))].join('、');
  const quantity = Number(invoice.quantity) || 0;
  const exTax = Number(invoice.amountExTax) || 0;
  const unit = quantity > 0 ? Math.round((exTax / quantity) * 100) / 100 : null;
  return {
    kind: 'invoice',
    number: String(invoice.invoiceNo || invoice.invoiceApplyNo || ''),
    parties: [
      { role: 'seller', name: String(invoice.sellerName ?? '') },
      { role: 'buyer', name: String(invoice.buyerTitle ?? '') },
    ],
    sections: [
      {
        type: 'fields',
        title: 'invoice',
        fields: [
          field(invoice, 'invoiceApplyNo'),
          field(invoice, 'invoiceType', (value) => dict('invoice_type', value)),
          field(invoice, 'invoiceCode'),
          field(invoice, 'invoiceNo'),
          field(invoice, 'invoiceDate'),
          field(invoice, 'orderNo'),
          field(invoice, 'contractNo'),
        ].filter((entry) => filled(entry.value)),
      },
      {
        type: 'fields',
        title: 'buyerDetails',
        fields: [
          field(invoice, 'buyerTitle', text, true),
          field(invoice, 'buyerTaxNo', text, true),
          field(invoice, 'buyerAddressPhone', text, true),
          field(invoice, 'buyerBankAccount', text, true),
        ].filter((entry) => filled(entry.value)),
      },
      {
        type: 'table',
        title: 'items',
        columns: [
          { label: 'productName' },
          { label: 'quantity', numeric: true },
          { label: 'unitPriceExTax', numeric: true },
          { label: 'amountExTax', numeric: true },
          { label: 'taxRate', numeric: true },
          { label: 'taxAmount', numeric: true },
        ],
        rows: [
          [
            text(names),
            tonnes(invoice.quantity),
            unit === null ? text('') : money(unit),
            money(invoice.amountExTax),
            percent(invoice.taxRate),
            money(invoice.taxAmount),
          ],
        ],
        total: [{ kind: 'message', key: 'amountInclTax' }, null, null, money(invoice.amountExTax), null, money(invoice.taxAmount)],
      },
      {
        type: 'fields',
        title: 'totals',
        fields: [field(invoice, 'amountInclTax', money, true), field(invoice, 'remark', text, true)].filter((entry) => filled(entry.value)),
      },
    ],
    signatures: [...signed('payee', 'reviewer', 'drawer'), ...sealed('sellerSeal')],
  };
}

'use client';

import { useTranslations } from 'next-intl';
import type { PrintDocument as Doc, PrintField, PrintSection } from '@/lib/print/document';
import { PrintValueText } from './print-value';
import { QrCode } from './qr-code';

/**
 * The A4 sheet every document shares (styles: app/print/print.css): a title block with the number (and the QR code
 * the gate scans), the parties, the sections, and the signing area with a seal box for each company.
 */
export function PrintDocument({ doc, printedAt }: { doc: Doc; printedAt: string }) {
  const t = useTranslations('print');
  return (
    <article className="print-sheet" data-kind={doc.kind} aria-label={t(`titles.${doc.kind}`)}>
      <header className="print-head">
        <div className="print-head-text">
          <p className="print-brand">{t('brand')}</p>
          <h1 className="print-title">{t(`titles.${doc.kind}`)}</h1>
          <p className="print-number">
            {t('number')}: <strong data-testid="print-number">{doc.number}</strong>
          </p>
        </div>
        {doc.qr && (
          <figure className="print-qr-box">
            <QrCode value={doc.qr} label={t('qrLabel', { value: doc.qr })} />
            <figcaption>{t('qrCaption')}</figcaption>
          </figure>
        )}
      </header>

      <table className="print-parties">
        <tbody>
          {doc.parties.map((party) => (
            <tr key={party.role}>
              <th scope="row">{t(`roles.${party.role}`)}</th>
              <td data-testid={`party-${party.role}`}>{party.name}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {doc.sections.map((section, index) => (
        <Section key={`${section.title}-${index}`} section={section} />
      ))}

      <section className="print-signatures" aria-label={t('signing')}>
        {doc.signatures.map(({ role, seal }) => (
          <div className="print-signature" key={role}>
            <p className="print-signature-role">{t(`roles.${role}`)}</p>
            {seal && (
              <div className="print-seal" aria-hidden="true">
                {t('sealHere')}
              </div>
            )}
            <p className="print-line">
              {t('signature')}: <span />
            </p>
            <p className="print-line">
              {t('date')}: <span />
            </p>
          </div>
        ))}
      </section>
      <footer className="print-foot">{t('printedAt', { time: printedAt })}</footer>
    </article>
  );
}

/** Which fields take a whole row: the wide ones, and a half-width one with no neighbour (before a wide one, or last), so the grid has no hole. */
function fullRows(fields: PrintField[]): boolean[] {
  const full: boolean[] = [];
  let column = 0;
  fields.forEach((entry, index) => {
    const next = fields[index + 1];
    full[index] = !!entry.wide || (column === 0 && (!next || !!next.wide));
    column = full[index] ? 0 : (column + 1) % 2;
  });
  return full;
}

function Section({ section }: { section: PrintSection }) {
  const t = useTranslations('print');
  const title = <h2 className="print-section-title">{t(`sections.${section.title}`)}</h2>;
  if (section.type === 'fields') {
    if (section.fields.length === 0) return null;
    const full = fullRows(section.fields);
    return (
      <section className="print-section">
        {title}
        <dl className="print-fields">
          {section.fields.map((entry, index) => (
            <div key={entry.label} className={full[index] ? 'print-field print-field-wide' : 'print-field'} data-field={entry.label}>
              <dt>{t(`fields.${entry.label}`)}</dt>
              <dd>
                <PrintValueText value={entry.value} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }
  if (section.type === 'clauses') {
    return (
      <section className="print-section print-clauses">
        {title}
        <ol>
          {section.clauses.map((clause, index) => (
            <li key={index}>
              <PrintValueText value={clause} />
            </li>
          ))}
        </ol>
      </section>
    );
  }
  return (
    <section className="print-section">
      {title}
      {/* thead repeats at the top of every printed page the table runs onto; rows never split across pages. */}
      <table className="print-table" data-testid={`table-${section.title}`}>
        <thead>
          <tr>
            {section.columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined}>
                {t(`fields.${column.label}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.length === 0 && (
            <tr>
              <td colSpan={section.columns.length} className="print-empty">
                {t(`values.${section.empty ?? 'none'}`)}
              </td>
            </tr>
          )}
          {section.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className={section.columns[cellIndex]?.numeric ? 'num' : undefined}>
                  <PrintValueText value={cell} />
                </td>
              ))}
            </tr>
          ))}
          {section.total && (
            <tr className="print-total">
              {section.total.map((cell, cellIndex) => (
                <td key={cellIndex} className={section.columns[cellIndex]?.numeric ? 'num' : undefined}>
                  {cell && <PrintValueText value={cell} />}
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

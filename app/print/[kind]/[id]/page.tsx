import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isDocumentKind } from '@/lib/print/document';
import { printParams } from '@/lib/print/print-params';
import { PrintView } from '@/components/print/print-view';

type Props = { params: Promise<{ kind: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  const t = await getTranslations();
  return { title: isDocumentKind(kind) ? t('app.pageTitle', { page: t(`print.titles.${kind}`) }) : t('app.title') };
}

// /print/{kind}/{id}: a record as the A4 document people sign (pick-up slip, contract, weigh slip, invoice, loan agreement).
export default async function PrintPage({ params, searchParams }: Props) {
  const { kind, id } = await params;
  if (!isDocumentKind(kind)) notFound();
  return <PrintView kind={kind} id={decodeURIComponent(id)} params={printParams(kind, await searchParams)} />;
}

'use client';

import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/components/lazy';

type Props = { reset: () => void };

// The boundary's code ships with every page, so its MUI panel loads only when an error happens;
// until then (or if that load fails too) the same texts show as plain elements.
function PlainErrorPanel({ reset }: Props) {
  const t = useTranslations('status');
  return (
    <div role="alert" style={{ padding: 32, textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.5rem', fontWeight: 400 }}>{t('errorTitle')}</h1>
      <p>{t('errorHint')}</p>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>{' '}
      <a href="/wel/index">{t('backHome')}</a>
    </div>
  );
}

const ErrorPanel = lazyComponent<Props>(
  () => import('@/components/status/error-panel').then((module) => module.ErrorPanel),
  PlainErrorPanel,
);

export default function ErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPanel reset={reset} />;
}

'use client';

// Only the few texts this page needs (generated from messages/*.json, kept equal by a unit test):
// importing the message files here would put every label of the app into every page's JavaScript.
import texts from '@/lib/i18n/global-error-texts.json';

// The root layout itself failed: no providers are available, so read the language from the cookie.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const isEnglish = typeof document !== 'undefined' && document.cookie.includes('NEXT_LOCALE=en');
  const text = (isEnglish ? texts.en : texts.zh).status;
  return (
    <html lang={isEnglish ? 'en' : 'zh-CN'}>
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: 48 }}>
        <h1>{text.errorTitle}</h1>
        <p>{text.errorHint}</p>
        <button type="button" onClick={reset} style={{ marginRight: 12 }}>
          {text.retry}
        </button>
        <a href="/wel/index">{text.backHome}</a>
      </body>
    </html>
  );
}

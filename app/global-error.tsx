'use client';

import zh from '@/messages/zh.json';
import en from '@/messages/en.json';

// The root layout itself failed: no providers are available, so read the language from the page.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const isEnglish = typeof document !== 'undefined' && document.cookie.includes('NEXT_LOCALE=en');
  const text = (isEnglish ? en : zh).status;
  return (
    <html lang={isEnglish ? 'en' : 'zh-CN'}>
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: 48 }}>
        <h1>{text.errorTitle}</h1>
        <p>{text.errorHint}</p>
        <button onClick={reset} style={{ marginRight: 12 }}>{text.retry}</button>
        <a href="/wel/index">{text.backHome}</a>
      </body>
    </html>
  );
}

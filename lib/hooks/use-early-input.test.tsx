/** @jest-environment jsdom */
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlyInput } from './use-early-input';
import { EarlySubmitCatcher } from '@/lib/client/early-submit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let submitted: Record<string, string> = {};

function SearchForm() {
  const ref = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Record<string, string>>({ code: 'preset' });
  useEarlyInput(ref, (name, value) => setDraft((current) => ({ ...current, [name]: value })));
  return (
    <form ref={ref} onSubmit={(event) => (event.preventDefault(), (submitted = draft))}>
      <input name="paramName" value={draft.paramName ?? ''} onChange={(event) => setDraft({ ...draft, paramName: event.target.value })} />
      <input name="code" value={draft.code ?? ''} onChange={(event) => setDraft({ ...draft, code: event.target.value })} />
      <input type="checkbox" name="flag" />
      <button type="submit">search</button>
      <EarlySubmitCatcher />
    </form>
  );
}

describe('useEarlyInput', () => {
  beforeEach(() => {
    submitted = {};
    document.body.innerHTML = `<div id="root">${renderToString(<SearchForm />)}</div>`;
    // A script parsed with the page runs; one set through innerHTML does not: run the catcher as the browser would.
    for (const old of document.querySelectorAll('script')) {
      const script = document.createElement('script');
      script.textContent = old.textContent;
      old.replaceWith(script);
    }
  });

  const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const hydrate = () => act(() => void hydrateRoot(document.getElementById('root')!, <SearchForm />));
  const submit = () => act(() => document.querySelector('button')!.click());

  it('takes text typed before hydration into state', async () => {
    input('paramName').value = '账号';
    input('flag').checked = true;
    await hydrate();
    await submit();
    expect(submitted).toEqual({ code: 'preset', paramName: '账号' });
    expect(input('paramName').value).toBe('账号');
  });

  it('keeps a server-rendered value the user left alone, and an edited one', async () => {
    input('code').value = 'edited';
    await hydrate();
    await submit();
    expect(submitted).toEqual({ code: 'edited' });
  });

  it('changes nothing when nothing was typed', async () => {
    await hydrate();
    await submit();
    expect(submitted).toEqual({ code: 'preset' });
  });

  it('sends a form submitted before hydration once it is alive, with what was typed, and only once', async () => {
    let sent = 0;
    document.querySelector('form')!.addEventListener('submit', () => (sent += 1));
    input('paramName').value = '早到';
    await act(() => document.querySelector('form')!.requestSubmit());
    expect(submitted).toEqual({});
    await hydrate();
    expect(submitted).toEqual({ code: 'preset', paramName: '早到' });
    expect(sent).toBe(2);
    await submit();
    expect(sent).toBe(3);
  });

  it('lets a submit after hydration straight through', async () => {
    await hydrate();
    input('code').value = 'x';
    await submit();
    expect(submitted).toEqual({ code: 'preset' });
  });
});

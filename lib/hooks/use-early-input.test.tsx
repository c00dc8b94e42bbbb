/** @jest-environment jsdom */
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlyInput } from './use-early-input';

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
    </form>
  );
}

describe('useEarlyInput', () => {
  beforeEach(() => {
    submitted = {};
    document.body.innerHTML = `<div id="root">${renderToString(<SearchForm />)}</div>`;
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
});

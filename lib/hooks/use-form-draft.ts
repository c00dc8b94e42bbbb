'use client';

import { useEffect, useMemo } from 'react';
import { usePathname } from 'next/navigation';
import type { ResourceDef } from '../resources/define-resource';
import { draftKey, parseDraft, serializeDraft, type FormDraft } from '../forms/form-draft';

const DRAFT_EVENT = 'tradeport:draft';

function saveDraft(pathname: string, draft: FormDraft) {
  try {
    window.sessionStorage.setItem(draftKey(pathname), serializeDraft(draft));
  } catch {
    // Storage full or unavailable: the dialog simply does not come back.
  }
}

/**
 * Asks a list page to open a dialog (the command palette's "add …" and record hits): the request is
 * stored like a draft, so it works whether the page is already open or is about to be navigated to.
 */
export function requestPageDialog(pathname: string, draft: FormDraft) {
  saveDraft(pathname, draft);
  window.dispatchEvent(new CustomEvent(DRAFT_EVENT, { detail: pathname }));
}

/**
 * The page's dialog draft in sessionStorage (per browser tab; survives a reload, not a new window).
 * `onRequest` runs with the stored draft on mount and whenever requestPageDialog targets this page.
 */
export function useFormDraft(resource: ResourceDef, onRequest: (draft: FormDraft) => void) {
  const pathname = usePathname();
  const key = draftKey(pathname);
  const drafts = useMemo(() => {
    const secretFields = new Set(
      Object.entries(resource.fields)
        .filter(([, field]) => field.type === 'password')
        .map(([name]) => name),
    );
    return {
      read: () => parseDraft(window.sessionStorage.getItem(key)),
      write: (draft: FormDraft) =>
        saveDraft(pathname, {
          ...draft,
          values: Object.fromEntries(Object.entries(draft.values).filter(([name]) => !secretFields.has(name))),
        }),
      clear: () => window.sessionStorage.removeItem(key),
    };
  }, [key, pathname, resource]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onRequest is a state setter wrapper; the subscription follows the page only
  useEffect(() => {
    const reopen = () => {
      const draft = drafts.read();
      if (draft) onRequest(draft);
    };
    reopen();
    const onEvent = (event: Event) => (event as CustomEvent<string>).detail === pathname && reopen();
    window.addEventListener(DRAFT_EVENT, onEvent);
    return () => window.removeEventListener(DRAFT_EVENT, onEvent);
  }, [drafts, pathname]);

  return drafts;
}

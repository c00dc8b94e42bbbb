'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import type { ResourceDef } from '@/lib/resources/define-resource';
import type { FormValues } from '@/lib/forms/form-schema';
import { withQuery } from '@/lib/client/api';
import { useFormDraft } from '@/lib/hooks/use-form-draft';
import { useUnsavedChangesPrompt } from '@/lib/hooks/use-unsaved-changes-prompt';
import type { DialogMode } from './resource-form-dialog';

export type OpenDialog = { mode: DialogMode; id: string | null; draft?: FormValues };

/**
 * A list screen's add / edit / view dialog: which one is open, its draft in sessionStorage (a dialog open when the
 * user left the tab or reloaded comes back with what was typed; the command palette opens dialogs the same way),
 * and the unsaved-changes prompt. The resource's `screen` may send add and edit to a page or add to a dialog of its own.
 */
export function useResourceDialogs(resource: ResourceDef) {
  const router = useRouter();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [customAdd, setCustomAdd] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  const drafts = useFormDraft(resource, (draft) => setDialog({ mode: draft.mode, id: draft.id, draft: draft.values }));
  useUnsavedChangesPrompt(unsaved);

  const open = (mode: DialogMode, id: string | null) => {
    const screen = resource.screen;
    if (screen?.kind === 'formPage' && mode !== 'view') return router.push(withQuery(screen.path, { id }));
    if (screen?.kind === 'addDialog' && mode === 'add') return setCustomAdd(true);
    drafts.write({ mode, id, values: {} });
    setDialog({ mode, id });
  };
  const close = () => {
    drafts.clear();
    setUnsaved(false);
    setDialog(null);
  };
  /** What the open add or edit form holds now, kept as its draft. */
  const changeValues = (values: FormValues, dirty: boolean) => {
    if (!dialog || dialog.mode === 'view') return;
    drafts.write({ mode: dialog.mode, id: dialog.id, values, dirty });
    setUnsaved(dirty);
  };
  return { dialog, open, close, changeValues, customAdd, closeCustomAdd: () => setCustomAdd(false) };
}

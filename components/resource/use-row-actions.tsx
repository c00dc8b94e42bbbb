'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ResourceDef, RowActionDef } from '@/lib/resources/define-resource';
import { actionFormValues, actionHref, actionPath, actionPayload, rowOffers } from '@/lib/resources/row-actions';
import { request } from '@/lib/client/api';
import { downloadFile } from '@/lib/client/download';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { navigationStarted } from '@/lib/client/progress';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { useConfirm } from '../feedback/confirm';
import { useNotify } from '../feedback/notifier';
import { lazyComponent } from '../lazy';
import { ACTION_DIALOGS } from './custom-dialogs';

type Row = Record<string, unknown>;

// The action form (inputs and validation) loads when an action with a form is first chosen.
const RowActionDialog = lazyComponent(() => import('./row-action-dialog').then((module) => module.RowActionDialog));

/**
 * Runs a resource's row actions (define-resource `rowActions`): a link opens its page; an action with a dialog
 * of its own opens it; an endpoint action asks to confirm or shows its form, calls Blade, reports Blade's
 * message and then `onDone` (reload).
 * Returns `run(action, rows)`, the action's label, and the dialog element to render.
 */
export function useRowActions(resource: ResourceDef, onDone: () => void | Promise<void>) {
  const t = useTranslations();
  const errorText = useErrorText();
  const text = useResourceText(resource);
  const router = useRouter();
  const notify = useNotify();
  const confirm = useConfirm();
  const [open, setOpen] = useState<{ action: RowActionDef; rows: Row[] } | null>(null);

  const label = (action: RowActionDef) => {
    const key = `resources.${resource.name}.actions.${action.name}`;
    return t.has(key) ? t(key) : action.name;
  };
  const doneText = (action: RowActionDef) =>
    action.done ? t(`resources.${resource.name}.actions.${action.done}`) : t('crud.actionDone', { action: label(action) });
  const titleOf = (rows: Row[]) => rows.map((row) => String(row[resource.titleField ?? resource.rowKey ?? 'id'] ?? '')).join(', ');

  /** Calls the endpoint; Blade's refusal (e.g. 当前状态不允许此操作…) rejects with its message. */
  const call = async (action: RowActionDef, rows: Row[], values: Record<string, unknown>) => {
    const { query, body } = actionPayload(resource, action, rows, values);
    await request(`/api${actionPath(resource, action)}`, {
      method: action.method ?? 'POST',
      query,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    notify(doneText(action));
    await onDone();
  };

  const run = async (action: RowActionDef, rows: Row[]) => {
    if (rows.length === 0) return notify(t('crud.selectAtLeastOne'), 'warning');
    const href = actionHref(action, rows);
    // A link into the API is a file (an attachment, generated code): saved, the screen stays.
    if (href?.startsWith('/api/')) return downloadFile(href).catch((error) => notify(errorText(error), 'error'));
    if (href && action.newTab) return void window.open(href, '_blank', 'noopener');
    if (href) return (navigationStarted(), router.push(href));
    if (rows.some((row) => !rowOffers(action, row))) return notify(t('crud.actionNotAllowed', { action: label(action) }), 'warning');
    if (action.form || action.dialog) return setOpen({ action, rows });
    if (action.confirm && !(await confirm(t('crud.actionConfirm', { action: label(action), title: titleOf(rows) })))) return;
    try {
      await call(action, rows, {});
    } catch (error) {
      notify(errorText(error), 'error');
      await onDone();
    }
  };

  const OwnDialog = open?.action.dialog ? ACTION_DIALOGS[open.action.dialog] : null;
  const dialog =
    open && OwnDialog ? (
      <OwnDialog api={resource.api} row={open.rows[0]} onClose={() => setOpen(null)} onSaved={() => (setOpen(null), void onDone())} />
    ) : open ? (
      <RowActionDialog
        key={open.action.name}
        action={open.action}
        initial={actionFormValues(open.action, open.rows)}
        title={`${label(open.action)} · ${titleOf(open.rows)}`}
        label={text.label}
        onClose={() => setOpen(null)}
        onSubmit={async (values) => {
          try {
            await call(open.action, open.rows, values);
            setOpen(null);
          } catch (error) {
            throw new Error(errorText(error));
          }
        }}
      />
    ) : null;

  return { run, label, dialog };
}

'use client';

import { useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { dictEntries } from '@/lib/resources/system/dict';
import { can } from '@/lib/auth/access';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useFormDraft } from '@/lib/hooks/use-form-draft';
import { usePermissions } from '@/lib/hooks/use-permissions';
import type { FormValues } from '@/lib/forms/form-schema';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { useConfirm } from '../feedback/confirm';
import { useNotify } from '../feedback/notifier';
import { ResourceFormDialog, type DialogMode } from '../resource/resource-form-dialog';
import { ImportButton } from '../resource/import-button';
import { DictEntryTable } from './dict-entry-table';
import { DictParentTable } from './dict-parent-table';
import { DictParentTree } from './dict-parent-tree';
import type { DictAction, DictRow } from './dict-types';

type Dialog = { level: 'parent' | 'entry'; mode: DialogMode; id: string | null; draft?: FormValues };

/**
 * Dictionary management (docs/spec.md §2): the dictionaries and, for the selected one, its entries.
 * `horizontal`: the dictionary grid beside the entry grid; `vertical`: the dictionaries as a tree,
 * the entries below. Every button follows its code (`<dict|dictbiz>_add/_edit/_delete/_view`).
 */
export function DictScreen({ resource, layout }: { resource: ResourceDef; layout: 'horizontal' | 'vertical' }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const text = useResourceText(resource);
  const notify = useNotify();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const { permissions } = usePermissions();
  const entries = useMemo(() => dictEntries(resource), [resource]);
  const [parent, setParent] = useState<DictRow | null>(null);
  const entryPanel = useRef<HTMLDivElement>(null);
  // On a narrow screen the entries are below the list: bring them into view when a dictionary is chosen.
  const select = (row: DictRow) => {
    setParent(row);
    if (window.matchMedia('(max-width: 1199.95px)').matches)
      requestAnimationFrame(() => entryPanel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A dictionary dialog comes back after a reload or tab switch, and the command palette's "add" opens one.
  const drafts = useFormDraft(resource, (draft) => setDialog({ level: 'parent', mode: draft.mode, id: draft.id, draft: draft.values }));
  const openDialog = (next: Dialog) => {
    if (next.level === 'parent') drafts.write({ mode: next.mode, id: next.id, values: {} });
    setDialog(next);
  };
  const closeDialog = () => {
    drafts.clear();
    setDialog(null);
  };
  const allowed = {
    add: can(permissions, resource, 'add'),
    view: can(permissions, resource, 'view'),
    edit: can(permissions, resource, 'edit'),
    delete: can(permissions, resource, 'delete'),
  };

  // Every list of this dictionary API (parents, entries) reloads after a write.
  const reload = () => mutate((key) => typeof key === 'string' && key.startsWith(`/api${resource.api}/`));

  const remove = async (row: DictRow) => {
    if (!(await confirm(t('crud.deleteConfirm')))) return;
    try {
      await request(`/api${resource.api}/remove`, { method: 'POST', query: { ids: row.id } });
      notify(t('crud.deleted'));
      if (row.id === parent?.id) setParent(null);
      await reload();
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };

  const act = (level: Dialog['level']) => (action: DictAction, row: DictRow) =>
    action === 'delete' ? remove(row) : openDialog({ level, mode: action, id: row.id });

  const parentPanel =
    layout === 'horizontal' ? (
      <DictParentTable
        api={resource.api}
        label={text.label}
        selectedId={parent?.id ?? null}
        onSelect={select}
        allowed={allowed}
        onAction={act('parent')}
      />
    ) : (
      <DictParentTree
        api={resource.api}
        title={text.name()}
        selectedId={parent?.id ?? null}
        onSelect={select}
        allowed={allowed}
        onAction={act('parent')}
      />
    );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h1">
        {text.name()}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: layout === 'horizontal' ? { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } : '1fr',
          alignItems: 'start',
        }}
      >
        <Paper sx={{ p: 1.5, minWidth: 0 }} data-testid="dict-parent-panel">
          <Stack direction="row" sx={{ mb: 1, alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
              {t('dictScreen.parents')}
            </Typography>
            {allowed.add && (
              <Button
                variant="contained"
                size="small"
                startIcon={<AddIcon />}
                onClick={() => openDialog({ level: 'parent', mode: 'add', id: null })}
                data-testid="dict-add-parent"
              >
                {t('dictScreen.addParent')}
              </Button>
            )}
          </Stack>
          {parentPanel}
        </Paper>
        <Paper ref={entryPanel} sx={{ p: 1.5, minWidth: 0, scrollMarginTop: 16 }} data-testid="dict-entry-panel">
          <Stack direction="row" sx={{ mb: 1, alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
              {parent ? t('dictScreen.entriesOf', { name: parent.dictValue }) : t('dictScreen.entries')}
            </Typography>
            {allowed.add && parent && (
              <Button
                variant="contained"
                size="small"
                startIcon={<AddIcon />}
                onClick={() => openDialog({ level: 'entry', mode: 'add', id: null })}
                data-testid="dict-add-entry"
              >
                {t('dictScreen.addEntry')}
              </Button>
            )}
            {/* Entries imported from a sheet land in the selected dictionary, under its code. */}
            {parent && (
              <ImportButton resource={entries} fixedValues={{ parentId: parent.id, code: parent.code }} onImported={() => void reload()} />
            )}
          </Stack>
          {parent ? (
            <DictEntryTable api={resource.api} parent={parent} label={text.label} allowed={allowed} onAction={act('entry')} />
          ) : (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {t(layout === 'horizontal' ? 'dictScreen.pickParent' : 'dictScreen.pickParentAbove')}
            </Typography>
          )}
        </Paper>
      </Box>
      {dialog && (
        <ResourceFormDialog
          key={`${dialog.level}-${dialog.mode}-${dialog.id}`}
          resource={dialog.level === 'parent' ? resource : entries}
          mode={dialog.mode}
          recordId={dialog.id}
          // A new entry shows its dictionary's code and name and is saved under it.
          draft={
            dialog.level === 'entry' && dialog.mode === 'add' && parent ? { code: parent.code, parentName: parent.dictValue } : dialog.draft
          }
          onValuesChange={(values) =>
            dialog.level === 'parent' && dialog.mode !== 'view' && drafts.write({ mode: dialog.mode, id: dialog.id, values })
          }
          fixedValues={dialog.level === 'entry' && dialog.mode === 'add' && parent ? { parentId: parent.id } : undefined}
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            void reload();
          }}
        />
      )}
    </Stack>
  );
}

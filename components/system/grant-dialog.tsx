'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { grantedKeys, indexTree, initialGranted, setAll, type TreeIndex } from '@/lib/grant/check-tree';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { useFormState } from '@/lib/hooks/use-form-state';
import { useNotify } from '../feedback/notifier';
import { CheckTree } from './check-tree';

/** One tree of the dialog: its nodes and the keys granted now; `leavesOnly` trees save only their leaves. */
export type GrantTab = { key: string; label: string; nodes: unknown; keys: unknown; leavesOnly?: boolean };
type Loaded = { key: string; label: string; index: TreeIndex; leavesOnly: boolean };

type Props = {
  title: string;
  /** Reads the trees and the current keys. */
  load: () => Promise<GrantTab[]>;
  /** Saves the granted keys of every tab (checked and half-checked), by tab key. */
  save: (keys: Record<string, string[]>) => Promise<void>;
  onClose: () => void;
  onSaved: () => void;
};

/** The grant dialog of roles (权限设置) and top menus (菜单配置): one checkable tree per tab. */
export function GrantDialog({ title, load, save, onClose, onSaved }: Props) {
  const t = useTranslations();
  const notify = useNotify();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [tabs, setTabs] = useState<Loaded[] | null>(null);
  // The form's values: each tab's checked keys, by tab key.
  const { values: granted, setField: grant, reset } = useFormState<Record<string, Set<string>>>({});
  const [active, setActive] = useState(0);
  const { saving, failure, run, fail } = useFormSave();

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening
  useEffect(() => {
    let live = true;
    load()
      .then((loaded) => {
        if (!live) return;
        const indexed = loaded.map((tab) => ({
          key: tab.key,
          label: tab.label,
          index: indexTree(tab.nodes),
          leavesOnly: !!tab.leavesOnly,
        }));
        setTabs(indexed);
        reset(Object.fromEntries(indexed.map((tab, i) => [tab.key, initialGranted(tab.index, loaded[i].keys)])));
      })
      .catch((error) => live && (setTabs([]), fail(error)));
    return () => {
      live = false;
    };
  }, []);

  const submit = async () => {
    if (!tabs) return;
    await run(async () => {
      await save(Object.fromEntries(tabs.map((tab) => [tab.key, grantedKeys(tab.index, granted[tab.key] ?? new Set(), tab.leavesOnly)])));
      notify(t('systemAdmin.grantSaved'));
      onSaved();
    });
  };

  const current = tabs?.[active];
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      aria-labelledby="grant-title"
      data-testid="grant-dialog"
    >
      <DialogTitle id="grant-title">{title}</DialogTitle>
      {tabs && tabs.length > 1 && (
        <Tabs
          value={active}
          onChange={(_, next: number) => setActive(next)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab key={tab.key} label={tab.label} data-testid={`grant-tab-${tab.key}`} />
          ))}
        </Tabs>
      )}
      <DialogContent sx={{ minHeight: 360 }}>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="dialog-error">
            {failure}
          </Alert>
        )}
        {!tabs && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress size={28} aria-label={t('crud.loading')} />
          </Box>
        )}
        {current && (
          <>
            <Box sx={{ display: 'flex', gap: 1, mb: 0.5 }}>
              <Button size="small" onClick={() => grant(current.key, setAll(current.index, true))}>
                {t('systemAdmin.checkAll')}
              </Button>
              <Button size="small" onClick={() => grant(current.key, setAll(current.index, false))}>
                {t('systemAdmin.uncheckAll')}
              </Button>
            </Box>
            <CheckTree
              key={current.key}
              index={current.index}
              granted={granted[current.key] ?? new Set()}
              testId={`grant-tree-${current.key}`}
              onChange={(next) => grant(current.key, next)}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('crud.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={saving || !tabs?.length} data-testid="grant-submit">
          {t('crud.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

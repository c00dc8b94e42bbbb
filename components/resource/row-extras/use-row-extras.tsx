'use client';

import { useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import SellIcon from '@mui/icons-material/Sell';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { can } from '@/lib/auth/access';
import { postJson } from '@/lib/client/api';
import { errorText } from '@/lib/client/error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useNotify } from '../../feedback/notifier';
import { lazyComponent } from '../../lazy';

type Row = Record<string, unknown>;

// The distribution dialog loads when first opened.
const LoanDistributionDialog = lazyComponent(() => import('../../finance/loan-distribution-dialog').then((module) => module.LoanDistributionDialog));
const FascCorpDialog = lazyComponent(() => import('../../esign/fasc-corp-dialog').then((module) => module.FascCorpDialog));

// Icons the grid already carries (view, assignment): grid pages are at their first-load budget.
const ICONS: Record<string, React.ReactElement> = { onsale: <SellIcon />, distribute: <AssignmentIndIcon />, info: <VisibilityIcon />, members: <AssignmentIndIcon /> };
/** Rows an extra applies to (default every row): a signing identity's details and members are a corporation's. */
const OFFERED: Record<string, (row: Row) => boolean> = { info: (row) => row.idType === 'corp', members: (row) => row.idType === 'corp' };
const CORP_TABS = ['info', 'members'] as const;

/**
 * The resource-specific row buttons (`resource.rowExtras`) allowed by the user's button codes, and
 * whatever they open. Put on sale asks the server, which names what a listing still lacks.
 */
export function useRowExtras(resource: ResourceDef, reload: () => Promise<unknown>) {
  const t = useTranslations();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const [distributing, setDistributing] = useState<Row | null>(null);
  const [corp, setCorp] = useState<{ row: Row; tab: (typeof CORP_TABS)[number] } | null>(null);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  const handlers = useMemo<Record<string, (row: Row) => void>>(
    () => ({
      onsale: async (row) => {
        try {
          await postJson(`/api${resource.api}/goodsOnSale`, { id: row[resource.rowKey ?? 'id'] });
          notify(t('crud.rowExtras.onsaleDone'));
          await reloadRef.current();
        } catch (error) {
          notify(errorText(error, t), 'error');
        }
      },
      distribute: (row) => setDistributing(row),
      info: (row) => setCorp({ row, tab: 'info' }),
      members: (row) => setCorp({ row, tab: 'members' }),
    }),
    [resource, notify, t],
  );

  // Stable between renders, so the grid's columns are not rebuilt on every keystroke elsewhere.
  const actions = useMemo(
    () => (resource.rowExtras ?? [])
      .filter((key) => handlers[key] && can(permissions, resource, key))
      .map((key) => ({ key, label: t(`crud.rowExtras.${key}`), icon: ICONS[key], onClick: handlers[key], offered: OFFERED[key] })),
    [resource, handlers, permissions, t],
  );

  const dialogs = (
    <>
      {distributing && (
        <LoanDistributionDialog api={resource.api} row={distributing} onClose={() => setDistributing(null)}
          onSaved={() => (setDistributing(null), void reloadRef.current())} />
      )}
      {corp && <FascCorpDialog row={corp.row} tab={corp.tab} tabs={CORP_TABS.filter((key) => can(permissions, resource, key))} onClose={() => setCorp(null)} />}
    </>
  );

  return { actions, dialogs };
}

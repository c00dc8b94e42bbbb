'use client';

import { isButtonCode } from '@/domain/button-codes';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { PROCESS_PAGES, detailPath, flowRoute, handlePath, startPath } from '@/lib/flow/flow-routes';
import { useNotify } from '../feedback/notifier';
import { FlowTable, type FlowColumn } from './flow-table';
import { HistoryDialog } from './history-dialog';
import { useFlowRoutes } from './use-flow-routes';

export type WorkList = 'start' | 'claim' | 'todo' | 'send' | 'done';

type Row = Record<string, string | number | boolean> & { category: string };

/** The five 我的事务 screens: one list each, with the actions the caller's button codes allow. */
export function WorkScreen({ list }: { list: WorkList }) {
  const t = useTranslations('workflow');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const { routes, categoryLabel } = useFlowRoutes();
  const [follow, setFollow] = useState<Row | null>(null);
  const [busy, setBusy] = useState('');
  // The list's own buttons (work_todo_handle…), built from its name: only a code the menus grant is asked for.
  const can = (action: string) => {
    const code = `work_${list}_${action}`;
    return isButtonCode(code) && permissions.has(code);
  };
  const routeOf = (row: Row) => {
    const route = flowRoute(routes, row.category);
    return PROCESS_PAGES.has(route) ? route : '';
  };

  const claim = async (row: Row, reload: () => Promise<unknown>) => {
    setBusy(String(row.taskId));
    try {
      await request('/api/blade-flow/work/claim-task', { method: 'POST', query: { taskId: String(row.taskId) } });
      notify(t('claimed'));
      await reload();
    } catch (failure) {
      notify(errorText(failure), 'error');
    } finally {
      setBusy('');
    }
  };

  const noPage = (label: string) => (
    <Tooltip title={t('noPage')}>
      <span>
        <Button size="small" disabled>
          {label}
        </Button>
      </span>
    </Tooltip>
  );

  const actions = (row: Row, reload: () => Promise<unknown>) => {
    const route = routeOf(row);
    if (list === 'start') {
      if (!can('flow')) return null;
      return route ? (
        <Button size="small" variant="contained" data-testid="flow-start" onClick={() => router.push(startPath(route, String(row.id)))}>
          {t('start')}
        </Button>
      ) : (
        noPage(t('start'))
      );
    }
    return (
      <>
        {list === 'claim' && can('sign') && (
          <Button
            size="small"
            variant="contained"
            disabled={busy === row.taskId}
            data-testid="flow-claim"
            onClick={() => claim(row, reload)}
          >
            {t('claim')}
          </Button>
        )}
        {list === 'todo' &&
          can('handle') &&
          (route ? (
            <Button
              size="small"
              variant="contained"
              data-testid="flow-handle"
              onClick={() => router.push(handlePath(route, String(row.taskId), String(row.processInstanceId), String(row.businessId)))}
            >
              {t('handle')}
            </Button>
          ) : (
            noPage(t('handle'))
          ))}
        {can('detail') && route && (
          <Button
            size="small"
            data-testid="flow-detail"
            onClick={() => router.push(detailPath(route, String(row.processInstanceId), String(row.businessId)))}
          >
            {t('detail')}
          </Button>
        )}
        {can('follow') && (
          <Button size="small" data-testid="flow-follow" onClick={() => setFollow(row)}>
            {t('follow')}
          </Button>
        )}
      </>
    );
  };

  const status = (row: Row) => (
    <Chip
      size="small"
      variant="outlined"
      color={row.processIsFinished === 'finished' ? 'success' : 'warning'}
      label={t(row.processIsFinished === 'finished' ? 'finished' : 'unfinished')}
    />
  );
  const columns: Record<WorkList, FlowColumn<Row>[]> = {
    start: [
      { key: 'categoryName', label: t('col.category'), render: (row) => categoryLabel(row.category, String(row.categoryName ?? '')) },
      { key: 'name', label: t('col.processName') },
      { key: 'key', label: t('col.key'), wide: true },
      { key: 'version', label: t('col.version'), render: (row) => `v${row.version}`, wide: true },
      { key: 'deploymentTime', label: t('col.deploymentTime'), wide: true },
    ],
    claim: [
      { key: 'processDefinitionName', label: t('col.processName') },
      { key: 'taskName', label: t('col.taskName') },
      { key: 'startUser', label: t('col.startUser'), wide: true },
      { key: 'createTime', label: t('col.createTime'), wide: true },
    ],
    todo: [
      { key: 'processDefinitionName', label: t('col.processName') },
      { key: 'taskName', label: t('col.taskName') },
      { key: 'startUser', label: t('col.startUser'), wide: true },
      { key: 'createTime', label: t('col.createTime'), wide: true },
    ],
    send: [
      { key: 'processDefinitionName', label: t('col.processName') },
      { key: 'taskName', label: t('col.currentTask'), render: (row) => row.taskName || '—' },
      { key: 'assigneeName', label: t('col.assignee'), wide: true },
      { key: 'createTime', label: t('col.startTime'), wide: true },
      { key: 'processIsFinished', label: t('col.status'), render: status },
    ],
    done: [
      { key: 'processDefinitionName', label: t('col.processName') },
      { key: 'taskName', label: t('col.taskName') },
      { key: 'startUser', label: t('col.startUser'), wide: true },
      { key: 'endTime', label: t('col.endTime'), wide: true },
      { key: 'processIsFinished', label: t('col.status'), render: status },
    ],
  };

  return (
    <>
      <FlowTable<Row>
        title={tRoot(`menu.work_${list}`)}
        intro={t(`intro.${list}`)}
        url={`/api/blade-flow/work/${list}-list`}
        search={list === 'start' ? 'name' : 'processDefinitionName'}
        columns={columns[list]}
        testId={`work-${list}`}
        rowKey={(row) => String(row.taskId || row.id || row.processInstanceId)}
        actions={actions}
      />
      <HistoryDialog
        processInstanceId={follow ? String(follow.processInstanceId) : null}
        title={String(follow?.processDefinitionName ?? '')}
        onClose={() => setFollow(null)}
      />
    </>
  );
}

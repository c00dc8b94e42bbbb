'use client';

import { can } from '@/lib/auth/access';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { fasccorp } from '@/lib/resources/trade/fasccorp';
import type { ActionDialogProps } from '../resource/custom-dialogs';
import { FascCorpDialog, type FascCorpTab } from './fasc-corp-dialog';

const TABS: FascCorpTab[] = ['info', 'members'];

/** The 签约企业 row actions' dialog, opened on the tab of the action, with the tabs the user's button codes allow. */
function CorpDialog({ row, onClose, tab }: ActionDialogProps & { tab: FascCorpTab }) {
  const { permissions } = usePermissions();
  return <FascCorpDialog row={row} tab={tab} tabs={TABS.filter((key) => can(permissions, fasccorp, key))} onClose={onClose} />;
}

export const FascCorpInfoDialog = (props: ActionDialogProps) => <CorpDialog {...props} tab="info" />;
export const FascCorpMembersDialog = (props: ActionDialogProps) => <CorpDialog {...props} tab="members" />;

'use client';

import type { ComponentType } from 'react';
import type { ActionDialogKey, AddDialogKey } from '@/lib/resources/define-resource';
import { lazyComponent } from '../lazy';

/** What a custom dialog gets from the list screen. */
export type CustomDialogProps = { onClose: () => void; onSaved: () => void };

/**
 * Dialogs a resource may add with instead of the generic form (define-resource `screen: { kind: 'addDialog' }`), one
 * per `AddDialogKey`; each loads when first opened, so the grid's first-load JS does not grow.
 */
export const ADD_DIALOGS: Record<AddDialogKey, ComponentType<CustomDialogProps>> = {
  orderAdd: lazyComponent(() => import('../trade/order-add-dialog').then((module) => module.OrderAddDialog)),
};

/** What a row action's own dialog gets (define-resource `rowActions[].dialog`): the resource's api and the row. */
export type ActionDialogProps = { api: string; row: Record<string, unknown>; onClose: () => void; onSaved: () => void };

/** Row action dialogs by key, each loaded when first opened (loan application → distribution); a key naming none fails to compile. */
export const ACTION_DIALOGS: Record<ActionDialogKey, ComponentType<ActionDialogProps>> = {
  loanDistribution: lazyComponent(() => import('../finance/loan-distribution-dialog').then((module) => module.LoanDistributionDialog)),
  fascCorpInfo: lazyComponent(() => import('../esign/fasc-corp-action-dialog').then((module) => module.FascCorpInfoDialog)),
  fascCorpMembers: lazyComponent(() => import('../esign/fasc-corp-action-dialog').then((module) => module.FascCorpMembersDialog)),
};

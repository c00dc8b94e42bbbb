'use client';

import type { ComponentType } from 'react';
import { lazyComponent } from '../lazy';

/** What a custom dialog gets from the list screen. */
export type CustomDialogProps = { onClose: () => void; onSaved: () => void };

/**
 * Dialogs a resource may use instead of the generic form, by key (define-resource `addDialog`); each
 * loads when first opened, so the grid's first-load JS does not grow.
 */
export const CUSTOM_DIALOGS: Record<string, ComponentType<CustomDialogProps>> = {
  orderAdd: lazyComponent(() => import('../trade/order-add-dialog').then((module) => module.OrderAddDialog)),
};

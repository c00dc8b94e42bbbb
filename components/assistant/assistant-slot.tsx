'use client';

import { usePermissions } from '@/lib/hooks/use-permissions';
import { IconSlot } from '../layout/icon-slot';
import { ASSISTANT_CODE } from './assistant-code';

/** The assistant button's room while its code loads, only for users who will see the button. */
export function AssistantSlot() {
  const { permissions } = usePermissions();
  return permissions.has(ASSISTANT_CODE) ? <IconSlot /> : null;
}

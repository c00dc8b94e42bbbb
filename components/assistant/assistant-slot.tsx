'use client';

import SmartToyIcon from '@mui/icons-material/SmartToyOutlined';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { iconButtonStandIn } from '../layout/icon-slot';
import { ASSISTANT_CODE } from './assistant-code';

const AssistantStandIn = iconButtonStandIn(SmartToyIcon, 'assistant-button');

/** The assistant button as it looks while its code loads, only for users who will see the button. */
export function AssistantSlot() {
  const { permissions } = usePermissions();
  return permissions.has(ASSISTANT_CODE) ? <AssistantStandIn /> : null;
}

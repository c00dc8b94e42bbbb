'use client';

import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import type { DictAction } from './dict-types';

const ICONS = { view: ViewIcon, edit: EditIcon, delete: DeleteIcon } as const;

/** A row's view / edit / delete buttons, each shown only with its button code. */
export function DictRowButtons({ allowed, onAction }: { allowed: Record<DictAction, boolean>; onAction: (action: DictAction) => void }) {
  const t = useTranslations('crud');
  return (
    <>
      {(['view', 'edit', 'delete'] as const)
        .filter((action) => allowed[action])
        .map((action) => {
          const Icon = ICONS[action];
          return (
            <Tooltip key={action} title={t(action)}>
              <IconButton
                size="small"
                color={action === 'delete' ? 'error' : 'default'}
                aria-label={t(action)}
                data-testid={`row-${action}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onAction(action);
                }}
              >
                <Icon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        })}
    </>
  );
}

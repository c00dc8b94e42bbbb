'use client';

import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import type { SxProps, Theme } from '@mui/material/styles';

/** The sidebar as a temporary drawer on small screens (loaded only there). */
export function MobileDrawer({
  open,
  onClose,
  paperSx,
  children,
}: {
  open: boolean;
  onClose: () => void;
  paperSx: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} ModalProps={{ keepMounted: true }} slotProps={{ paper: { sx: paperSx } }}>
      {children}
    </Drawer>
  );
}

import Box from '@mui/material/Box';

/**
 * The room a top-bar icon button takes (40 × 40), held while the button's code loads after the first paint,
 * so the icons beside it do not jump when it arrives (layout shift).
 */
export function IconSlot() {
  return <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />;
}

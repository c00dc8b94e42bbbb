import Box from '@mui/material/Box';

/**
 * The header search box's size, shared by the box and the room held for it while its code loads (layout shift).
 * It gives way first when the bar is crowded, so the user's name is not cut.
 */
export const MENU_SEARCH_BOX_SIZE = { width: 240, minWidth: 150, flexShrink: 1, display: { xs: 'none', md: 'block' } } as const;

export function MenuSearchBoxSlot() {
  return <Box aria-hidden sx={{ ...MENU_SEARCH_BOX_SIZE, height: 40 }} />;
}

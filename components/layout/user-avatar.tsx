'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';

/**
 * The signed-in user's picture in the top bar, or their initial when it cannot load: what MUI's Avatar does here,
 * without its code on every page (grid pages keep to their first-load budget). Give it `key={src}` to retry a new picture.
 */
export function UserAvatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="span"
      data-testid="user-avatar"
      sx={{
        width: 30,
        height: 30,
        borderRadius: '50%',
        overflow: 'hidden',
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        fontSize: 14,
      }}
    >
      {failed ? (
        name.slice(0, 1)
      ) : (
        // biome-ignore lint/performance/noImgElement: a 30 px picture from Blade's file store, not a page image
        <img
          src={src}
          alt={name}
          width={30}
          height={30}
          style={{ objectFit: 'cover', width: '100%', height: '100%' }}
          onError={() => setFailed(true)}
        />
      )}
    </Box>
  );
}

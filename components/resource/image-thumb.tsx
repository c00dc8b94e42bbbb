'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/**
 * A stored image as a small picture linking to the full one; a file that cannot be shown (moved, not an
 * image) falls back to its name as a link, so nothing reads as a broken picture.
 */
export function ImageThumb({ url, size }: { url: string; size: number }) {
  const [failed, setFailed] = useState(false);
  const name = decodeURIComponent(url.split(/[/=]/).pop() ?? url);
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ mr: 1, display: 'inline-flex', verticalAlign: 'middle' }}>
      {failed ? (
        name
      ) : (
        <Box
          component="img"
          src={url}
          alt={name}
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 0.5, border: 1, borderColor: 'divider', display: 'block' }}
        />
      )}
    </Link>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/**
 * A process diagram (流程图) drawn by the flow service as SVG: a definition's (`resource-view`) or an
 * instance's with its passed and current nodes (`diagram-view`).
 */
export function FlowDiagram({ src, name, legend = false }: { src: string; name: string; legend?: boolean }) {
  const t = useTranslations('workflow.diagram');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered page may have the image loaded before React listens for onLoad: read its state once hydrated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when another picture is shown
  useEffect(() => {
    const node = image.current;
    if (node?.complete) setState(node.naturalWidth > 0 ? 'ready' : 'failed');
  }, [src]);
  if (state === 'failed')
    return (
      <Alert severity="warning" data-testid="flow-diagram-failed">
        {t('failed')}
      </Alert>
    );
  return (
    <Box data-testid="flow-diagram">
      {state === 'loading' && <Skeleton variant="rounded" height={180} />}
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, display: state === 'ready' ? 'block' : 'none' }}>
        {/* An SVG from our own API: shrunk to the dialog's width on a wide screen, scrolled sideways on a phone. */}
        <Box
          component="img"
          ref={image}
          src={src}
          alt={t('alt', { name })}
          onLoad={() => setState('ready')}
          onError={() => setState('failed')}
          sx={{ display: 'block', height: 'auto', maxWidth: { xs: 'none', sm: '100%' } }}
        />
      </Box>
      {legend && state === 'ready' && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {t('legend')}
        </Typography>
      )}
    </Box>
  );
}

/** Where the flow service draws a definition or an instance. */
export const definitionDiagramUrl = (processDefinitionId: string, resourceType: 'image' | 'xml' = 'image') =>
  `/api/blade-flow/process/resource-view?${new URLSearchParams({ processDefinitionId, resourceType })}`;
export const instanceDiagramUrl = (processInstanceId: string) =>
  `/api/blade-flow/process/diagram-view?${new URLSearchParams({ processInstanceId })}`;

'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FlowDiagram, definitionDiagramUrl } from './flow-diagram';

type Definition = { id: string; name: string; version: number; resourceName: string };

/** 流程图 of a deployed definition, with its BPMN file one click away; full screen on a phone. */
export function DiagramDialog({ definition, onClose }: { definition: Definition | null; onClose: () => void }) {
  const t = useTranslations('workflow');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const title = definition ? `${definition.name} v${definition.version}` : '';
  return (
    <Dialog open={!!definition} onClose={onClose} fullWidth maxWidth="lg" fullScreen={narrow} aria-labelledby="flow-diagram-title">
      <DialogTitle id="flow-diagram-title">{t('diagram.title', { name: title })}</DialogTitle>
      <DialogContent dividers>{definition && <FlowDiagram src={definitionDiagramUrl(definition.id)} name={title} />}</DialogContent>
      <DialogActions>
        {definition && (
          <Button
            href={definitionDiagramUrl(definition.id, 'xml')}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="flow-diagram-xml"
          >
            {t('diagram.xml', { file: definition.resourceName })}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

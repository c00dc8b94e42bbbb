'use client';

import { Fragment, useState } from 'react';
import { useTranslations } from 'next-intl';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Hint } from './hint';
import Typography from '@mui/material/Typography';
import BugReportIcon from '@mui/icons-material/BugReport';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { badgeText } from '@/lib/error-log/error-log';
import { postJson } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useConfirm } from './confirm';
import { useNotify } from './notifier';
import { useErrorLog } from './error-log-provider';

/** The top-bar button with the count badge, opening the full-screen log. */
export function ErrorLogButton() {
  const t = useTranslations('errorLog');
  const { entries, clear } = useErrorLog();
  const confirm = useConfirm();
  const notify = useNotify();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);

  const upload = async () => {
    if (!(await confirm(t('uploadConfirm')))) return;
    try {
      // Saber's quirk kept by Blade: the log array is posted to the logout endpoint.
      await postJson('/api/blade-auth/oauth/logout', entries);
      notify(t('uploaded'));
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };
  // Named with its count, like the notice bell: the badge alone is not read out.
  const label = entries.length > 0 ? t('titleWithCount', { count: entries.length }) : t('title');

  const clearAll = async () => {
    if (!(await confirm(t('clearConfirm')))) return;
    clear();
    notify(t('cleared'));
  };

  return (
    <>
      <Hint title={label}>
        <IconButton onClick={() => setOpen(true)} aria-label={label} data-testid="error-log-button">
          <Badge badgeContent={badgeText(entries.length)} color="error" data-testid="error-log-badge">
            <BugReportIcon />
          </Badge>
        </IconButton>
      </Hint>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen aria-labelledby="error-log-title">
        <DialogTitle id="error-log-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1 }}>{t('title')}</Box>
          <Button variant="contained" disabled={entries.length === 0} onClick={upload}>
            {t('upload')}
          </Button>
          <Button color="error" variant="outlined" disabled={entries.length === 0} onClick={clearAll}>
            {t('clear')}
          </Button>
          <IconButton onClick={() => setOpen(false)} aria-label={t('close')}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          {entries.length === 0 ? (
            <Typography color="text.secondary">{t('empty')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell width={48} />
                  <TableCell>{t('type')}</TableCell>
                  <TableCell>{t('url')}</TableCell>
                  <TableCell>{t('message')}</TableCell>
                  <TableCell width={180}>{t('time')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry, index) => (
                  <Fragment key={`${entry.time}-${index}`}>
                    <TableRow hover>
                      <TableCell>
                        <IconButton
                          size="small"
                          onClick={() => setExpanded(expanded === index ? null : index)}
                          aria-label={t('stack')}
                          aria-expanded={expanded === index}
                        >
                          <ExpandMoreIcon fontSize="small" sx={{ transform: expanded === index ? 'rotate(180deg)' : 'none' }} />
                        </IconButton>
                      </TableCell>
                      <TableCell>{entry.type}</TableCell>
                      <TableCell sx={{ maxWidth: 280, wordBreak: 'break-all' }}>{entry.url}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{entry.message}</TableCell>
                      <TableCell>{entry.time}</TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={5} sx={{ py: 0, borderBottom: expanded === index ? undefined : 0 }}>
                        <Collapse in={expanded === index} unmountOnExit>
                          <Box component="pre" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', m: 0, py: 1 }}>
                            {entry.stack || entry.info}
                          </Box>
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

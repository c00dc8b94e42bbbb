'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { runConnectionChecks, type CheckResult } from '@/lib/diagnostics/connection-checks';
import { useSessionUser } from '../layout/session-user';
import { Section } from '../trade/section';

/**
 * /test/index (测试页): what support asks for first when something does not work — who is signed in, whether this
 * server, its Blade gateway and a signed-in call answer (with their times and the request id to look up in the logs),
 * and the browser's language, time zone and window.
 */
export function ConnectionTest() {
  const t = useTranslations('testPage');
  const locale = useLocale();
  const user = useSessionUser();
  const [results, setResults] = useState<CheckResult[] | null>(null);
  const [running, setRunning] = useState(false);
  // Read after hydration: the server cannot know them, and the page must hydrate what it sent.
  const [browser, setBrowser] = useState<{ language: string; timeZone: string; window: string } | null>(null);
  useEffect(() => setBrowser({
    language: navigator.language, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, window: `${window.innerWidth} × ${window.innerHeight}`,
  }), []);

  const run = async () => {
    setRunning(true);
    try {
      setResults(await runConnectionChecks());
    } finally {
      setRunning(false);
    }
  };

  const facts = (rows: [string, string][]) => (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '7em 1fr', sm: '9em 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
        </Box>
      ))}
    </Box>
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h1">{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('intro')}</Typography>
      <Section title={t('session')} id="test-session">
        {facts([[t('account'), user?.account ?? ''], [t('tenant'), user?.tenantId ?? ''], [t('role'), user?.roleName ?? ''], [t('language'), locale]])}
      </Section>
      <Section title={t('checks')} id="test-checks" actions={(
        <Button variant="contained" onClick={run} disabled={running} data-testid="test-run">{running ? t('running') : t('run')}</Button>
      )}>
        {results === null ? <Typography variant="body2" color="text.secondary">{t('notRun')}</Typography> : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="test-results">
              <TableHead>
                <TableRow>
                  <TableCell>{t('check')}</TableCell><TableCell>{t('result')}</TableCell><TableCell align="right">{t('time')}</TableCell><TableCell>{t('requestId')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((result) => (
                  <TableRow key={result.name} data-testid={`test-${result.name}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`names.${result.name}`)}</TableCell>
                    <TableCell>
                      <Chip size="small" color={result.ok ? 'success' : 'error'} variant={result.ok ? 'filled' : 'outlined'}
                        label={result.ok ? t('ok') : result.status === null ? t('noAnswer') : t('failed', { status: result.status })} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {t('ms', { ms: result.ms })}{result.upstreamMs !== undefined ? ` ${t('upstreamMs', { ms: result.upstreamMs })}` : ''}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{result.requestId ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
      <Section title={t('browser')} id="test-browser">
        {facts([[t('browserLanguage'), browser?.language ?? ''], [t('timeZone'), browser?.timeZone ?? ''], [t('window'), browser?.window ?? '']])}
      </Section>
    </Stack>
  );
}

'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { runConnectionChecks, type CheckResult } from '@/lib/diagnostics/connection-checks';
import { useCurrentUser } from '@/lib/hooks/use-current-user';
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
  // Names as the home page shows them (超级管理员, 管理组), from the profile the shell already read.
  const { data: profile } = useCurrentUser();
  const [results, setResults] = useState<CheckResult[] | null>(null);
  const [running, setRunning] = useState(false);
  // Read after hydration: the server cannot know them, and the page must hydrate what it sent.
  const [browser, setBrowser] = useState<{ language: string; timeZone: string; window: string } | null>(null);
  useEffect(
    () =>
      setBrowser({
        language: navigator.language,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        window: `${window.innerWidth} × ${window.innerHeight}`,
      }),
    [],
  );

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
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h1">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      <Section title={t('session')} id="test-session">
        {facts([
          [t('account'), user?.account ?? ''],
          [t('tenant'), profile?.tenantName ? `${profile.tenantName} (${user?.tenantId ?? ''})` : (user?.tenantId ?? '')],
          [t('role'), profile?.roleName ?? user?.roleName ?? ''],
          [t('dept'), profile?.deptName ?? ''],
          [t('language'), locale],
        ])}
      </Section>
      <Section
        title={t('checks')}
        id="test-checks"
        actions={
          <Button variant="contained" onClick={run} disabled={running} data-testid="test-run">
            {running ? t('running') : t('run')}
          </Button>
        }
      >
        {results === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('notRun')}
          </Typography>
        ) : (
          // A line per check that wraps on a phone: name and result, then the time and the request id.
          <Stack divider={<Divider flexItem />} spacing={1} data-testid="test-results">
            {results.map((result) => (
              <Stack
                key={result.name}
                direction="row"
                sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
                data-testid={`test-${result.name}`}
              >
                <Typography variant="body2" sx={{ minWidth: { sm: 200 } }}>
                  {t(`names.${result.name}`)}
                </Typography>
                <Chip
                  size="small"
                  color={result.ok ? 'success' : 'error'}
                  variant={result.ok ? 'filled' : 'outlined'}
                  label={result.ok ? t('ok') : result.status === null ? t('noAnswer') : t('failed', { status: result.status })}
                />
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {t('ms', { ms: result.ms })}
                  {result.upstreamMs !== undefined ? ` ${t('upstreamMs', { ms: result.upstreamMs })}` : ''}
                </Typography>
                {result.requestId && (
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t('requestId')}:{' '}
                    <Box component="span" sx={{ fontFamily: 'monospace' }}>
                      {result.requestId}
                    </Box>
                  </Typography>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('browser')} id="test-browser">
        {facts([
          [t('browserLanguage'), browser?.language ?? ''],
          [t('timeZone'), browser?.timeZone ?? ''],
          [t('window'), browser?.window ?? ''],
        ])}
      </Section>
    </Stack>
  );
}

'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { InfoForm } from './info-form';
import { PasswordForm } from './password-form';

/** The personal information screen (docs/spec.md §2): details with the avatar, and the password, in two tabs. */
export function PersonalInfo() {
  const t = useTranslations('account');
  const [tab, setTab] = useState<'info' | 'password'>('info');
  return (
    <Paper sx={{ maxWidth: 760 }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value) => setTab(value)}
        sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
        aria-label={t('title')}
      >
        <Tab value="info" label={t('infoTab')} id="account-tab-info" aria-controls="account-panel-info" />
        <Tab value="password" label={t('passwordTab')} id="account-tab-password" aria-controls="account-panel-password" />
      </Tabs>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <div role="tabpanel" id="account-panel-info" aria-labelledby="account-tab-info" hidden={tab !== 'info'}>
          <InfoForm />
        </div>
        <div role="tabpanel" id="account-panel-password" aria-labelledby="account-tab-password" hidden={tab !== 'password'}>
          {tab === 'password' && <PasswordForm />}
        </div>
      </Box>
    </Paper>
  );
}

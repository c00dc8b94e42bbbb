'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GrassIcon from '@mui/icons-material/Grass';
import { LanguageSwitch } from '../layout/language-switch';
import { LoginForm, type LoginFormProps } from './login-form';

/** The sign-in card's usual height on a wide screen (account, password, button, hint). */
const CARD_HEIGHT = 572;

/** The sign-in page: a brand panel beside the form on wide screens, the form alone on narrow ones. */
export function LoginScreen(props: LoginFormProps) {
  const t = useTranslations();
  return (
    // The card's top is placed, not centred by flexbox: the browser may paint the page while its HTML is still
    // arriving (the form comes ~50 KB in, after the styles), and a centred card moved up as it grew (layout shift,
    // seen on first visits). A card of about CARD_HEIGHT sits in the middle.
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #1d5e76 0%, #2F86A6 45%, #c9a74a 100%)',
      }}
    >
      <Box sx={{ position: 'fixed', top: 12, right: 12, color: 'common.white' }}>
        <LanguageSwitch />
      </Box>
      <Paper
        elevation={8}
        sx={{
          display: 'flex',
          width: '100%',
          maxWidth: 920,
          overflow: 'hidden',
          borderRadius: 3,
          mt: `max(0px, calc((100dvh - ${CARD_HEIGHT}px) / 2 - 16px))`,
        }}
      >
        <Box
          sx={{
            display: { xs: 'none', sm: 'flex' },
            flexDirection: 'column',
            justifyContent: 'space-between',
            width: '45%',
            p: 5,
            color: 'common.white',
            background: 'linear-gradient(160deg, #2F86A6 0%, #1d5e76 100%)',
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <GrassIcon fontSize="large" />
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {t('app.shortTitle')}
            </Typography>
          </Stack>
          <Box>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, mb: 2, lineHeight: 1.3 }}>
              {t('app.title')}
            </Typography>
            <Typography sx={{ opacity: 0.85 }}>{t('login.subtitle')}</Typography>
          </Box>
          <Typography variant="caption" sx={{ opacity: 0.7 }}>
            {t('app.description')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, p: { xs: 3, sm: 5 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: { xs: 0.5, sm: 3 } }}>
            {t('login.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3, display: { sm: 'none' } }}>
            {t('app.title')}
          </Typography>
          <LoginForm {...props} />
        </Box>
      </Paper>
    </Box>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

export type Captcha = { key: string; image: string };

/** The captcha picture; a click asks for a new one (docs/spec.md §2 login). */
export function CaptchaImage({ captcha, failed, onRefresh }: { captcha: Captcha | null; failed: boolean; onRefresh: () => void }) {
  const t = useTranslations('login');
  return (
    <ButtonBase
      onClick={onRefresh}
      title={t('refreshCaptcha')}
      aria-label={t('refreshCaptcha')}
      data-testid="captcha-image"
      sx={{
        width: 130,
        height: 40,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
      }}
    >
      {captcha ? (
        // biome-ignore lint/performance/noImgElement: a data URI from Blade; next/image adds nothing here
        <img src={captcha.image} alt={t('captchaAlt')} width={130} height={40} style={{ objectFit: 'fill', display: 'block' }} />
      ) : (
        <Typography variant="caption" color={failed ? 'error' : 'text.secondary'} sx={{ px: 1 }}>
          {failed ? t('captchaFailed') : '…'}
        </Typography>
      )}
    </ButtonBase>
  );
}

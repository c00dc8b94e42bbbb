'use client';

import { useTranslations } from 'next-intl';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GitHubIcon from '@mui/icons-material/GitHub';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import LoginIcon from '@mui/icons-material/Login';

const ICONS: Record<string, typeof LoginIcon> = { local: VpnKeyIcon, github: GitHubIcon };

/**
 * Third-party sign-in (Saber's social login icons): one button per configured source. It is a plain
 * link to the BFF, which starts the provider round trip; the chosen tenant travels along.
 */
export function SocialLogin({ sources, tenantId }: { sources: string[]; tenantId: string }) {
  const t = useTranslations('login');
  if (sources.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      <Divider>
        <Typography variant="caption" color="text.secondary">
          {t('socialHeading')}
        </Typography>
      </Divider>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        {sources.map((source) => {
          const Icon = ICONS[source] ?? LoginIcon;
          const label = t('socialWith', { source: source === 'local' ? t('socialLocal') : source });
          return (
            <IconButton
              key={source}
              component="a"
              href={`/bff/social/render?${new URLSearchParams({ source, tenantId: tenantId.trim() })}`}
              aria-label={label}
              title={label}
              data-testid={`social-${source}`}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <Icon />
            </IconButton>
          );
        })}
      </Stack>
    </Stack>
  );
}

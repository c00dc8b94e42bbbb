'use client';

import { IntentLink } from '@/components/layout/intent-link';
import { useTranslations } from 'next-intl';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@/lib/auth/session-data';
import { useMenu } from '@/lib/hooks/use-menu';
import { useCurrentUser } from '@/lib/hooks/use-current-user';
import { useMenuLabel } from '@/lib/hooks/use-menu-label';
import { leafItems } from '@/lib/menu/normalize-menu';
import { MenuIcon } from '../layout/menu-icon';
import { DashboardOverview } from '../dashboard/dashboard-overview';

const SHORTCUT_COUNT = 12;

/** `today` comes formatted from the server: a full-date formatter made in the browser cost ~25 ms of the page's hydration. */
export function Welcome({ user, today }: { user: SessionUser; today: string }) {
  const t = useTranslations('welcome');
  const menu = useMenu(user.roleName.split(',').filter(Boolean));
  const label = useMenuLabel();
  const shortcuts = leafItems(menu.items)
    .filter((item) => !item.newWindow)
    .slice(0, SHORTCUT_COUNT);
  const { data: profile } = useCurrentUser();
  // Until Blade's profile arrives, show what the session knows (ids and aliases).
  const facts = [
    [t('account'), user.account],
    [t('tenant'), profile?.tenantName ? `${profile.tenantName} (${user.tenantId})` : user.tenantId],
    [t('role'), profile?.roleName || user.roleName],
    [t('dept'), profile?.deptName || '—'],
  ];

  return (
    <Stack spacing={2.5}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="welcome-heading">
          {t('greeting', { name: user.realName || user.nickName || user.account })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('subtitle', { date: today })}
        </Typography>
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 3 }}>
          {facts.map(([name, value]) => (
            <div key={name}>
              <Typography variant="caption" color="text.secondary">
                {name}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
            </div>
          ))}
        </Stack>
      </Paper>
      <DashboardOverview user={user} />
      <Paper sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('shortcuts')}
        </Typography>
        <Grid container spacing={2}>
          {menu.isLoading &&
            Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={{ xs: 6, sm: 4, lg: 2 }}>
                <Skeleton variant="rounded" height={88} />
              </Grid>
            ))}
          {!menu.isLoading && shortcuts.length === 0 && (
            <Typography color="text.secondary" sx={{ px: 2 }}>
              {t('noShortcuts')}
            </Typography>
          )}
          {shortcuts.map((item) => {
            return (
              <Grid key={item.id} size={{ xs: 6, sm: 4, lg: 2 }}>
                <Card variant="outlined">
                  <CardActionArea component={IntentLink} href={item.href} sx={{ height: 88 }}>
                    <CardContent sx={{ textAlign: 'center', py: 1.5 }}>
                      <MenuIcon name={item.icon} color="primary" />
                      <Typography variant="body2" noWrap sx={{ mt: 0.5 }}>
                        {label(item)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Paper>
    </Stack>
  );
}

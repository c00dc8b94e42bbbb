'use client';

import { IntentLink } from '@/components/layout/intent-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The 404 / 403 / 500 screens (public routes, docs/spec.md §2). */
export function StatusPage({ status, message, actionLabel }: { status: string; message: string; actionLabel: string }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 800, fontSize: { xs: 72, sm: 120 }, lineHeight: 1 }}>
        {status}
      </Typography>
      <Typography variant="h6" component="h1">
        {message}
      </Typography>
      <Button variant="contained" component={IntentLink} href="/wel/index">
        {actionLabel}
      </Button>
    </Box>
  );
}

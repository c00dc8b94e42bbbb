'use client';

import type { ReactNode } from 'react';
import { IntentLink } from '@/components/layout/intent-link';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type FigureCardProps = {
  label: string;
  /** The main figure, already formatted; undefined while loading. */
  value?: string;
  /** Smaller figures under the main one (tonnage, value). */
  details?: string[];
  icon: ReactNode;
  href: string;
  testId: string;
};

/** One key figure that opens the list it counts, filtered the same way. */
export function FigureCard({ label, value, details = [], icon, href, testId }: FigureCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={IntentLink} href={href} data-testid={testId} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            {icon}
            <Typography variant="body2" component="h3">
              {label}
            </Typography>
          </Stack>
          <Typography
            variant="h4"
            component="p"
            sx={{ mt: 1, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            data-testid={`${testId}-value`}
          >
            {value ?? <Skeleton width={64} />}
          </Typography>
          {details.map((detail, index) => (
            <Typography
              key={index}
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid={`${testId}-detail-${index}`}
            >
              {value === undefined ? <Skeleton width={120} /> : detail}
            </Typography>
          ))}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

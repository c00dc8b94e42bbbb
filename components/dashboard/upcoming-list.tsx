'use client';

import { IntentLink } from '@/components/layout/intent-link';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Reminder } from '@/lib/dashboard/upstream-schemas';
import { figureLinks } from '@/lib/dashboard/links';
import { useDict } from '@/lib/hooks/use-dict';

/** Reminders due today, tomorrow or the day after (upcominglog/threeDayList), soonest first. */
export function UpcomingList({ reminders }: { reminders?: Reminder[] }) {
  const t = useTranslations('dashboard');
  const types = useDict('upcoming_type', true);
  const typeLabel = (type: number | null) => types.options.find((option) => option.value === String(type))?.label;

  return (
    <Paper sx={{ p: 2 }} data-testid="upcoming-list">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('upcoming')}
        </Typography>
        <Button component={IntentLink} href={figureLinks.reminders()} size="small">
          {t('viewAll')}
        </Button>
      </Stack>
      {/* As tall as the reminders they stand for (two lines each), so nothing moves when they arrive. */}
      {!reminders && Array.from({ length: 3 }, (_, index) => <Skeleton key={index} variant="rectangular" height={61} />)}
      {reminders?.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('noUpcoming')}
        </Typography>
      )}
      {reminders && reminders.length > 0 && (
        <List dense disablePadding>
          {reminders.map((reminder) => (
            <ListItem
              key={reminder.id}
              divider
              disableGutters
              data-testid="upcoming-item"
              secondaryAction={
                typeLabel(reminder.remindType) && <Chip size="small" variant="outlined" label={typeLabel(reminder.remindType)} />
              }
            >
              <ListItemText
                sx={{ pr: 10 }}
                primary={reminder.title}
                secondary={[t('dueAt', { time: reminder.dueTime.slice(0, 16) }), reminder.customerName, reminder.relatedNo]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

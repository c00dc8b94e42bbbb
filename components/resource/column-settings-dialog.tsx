'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { moveColumn, type ColumnPrefs } from '@/lib/grid/column-prefs';

export type ColumnSettingsProps = {
  columns: string[];
  label: (field: string) => string;
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
};

/** The dialog that shows/hides and reorders the grid's columns. */
export function ColumnSettingsDialog({
  columns,
  label,
  prefs,
  onChange,
  open,
  onClose,
}: ColumnSettingsProps & { open: boolean; onClose: () => void }) {
  const t = useTranslations('crud');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('columns')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List dense>
          {columns.map((field, index) => (
            <ListItem
              key={field}
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    disabled={index === 0}
                    aria-label={`${t('moveUp')} ${label(field)}`}
                    onClick={() => onChange({ ...prefs, order: moveColumn(columns, field, -1) })}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={index === columns.length - 1}
                    aria-label={`${t('moveDown')} ${label(field)}`}
                    onClick={() => onChange({ ...prefs, order: moveColumn(columns, field, 1) })}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <Checkbox
                edge="start"
                size="small"
                checked={prefs.hidden[field] !== false}
                slotProps={{ input: { 'aria-label': label(field) } }}
                onChange={(event) => onChange({ ...prefs, hidden: { ...prefs.hidden, [field]: event.target.checked } })}
              />
              <ListItemText primary={label(field)} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChange({ hidden: {}, widths: {} })}>{t('resetColumns')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

'use client';

import { useState } from 'react';
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
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { moveColumn, type ColumnPrefs } from '@/lib/grid/column-prefs';

/** Show/hide and reorder the grid's columns; saved per user with the other column preferences. */
export function ColumnSettings({ columns, label, prefs, onChange }: { columns: string[]; label: (field: string) => string; prefs: ColumnPrefs; onChange: (prefs: ColumnPrefs) => void }) {
  const t = useTranslations('crud');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<ViewColumnIcon />} onClick={() => setOpen(true)} data-testid="toolbar-columns">{t('columns')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('columns')}</DialogTitle>
        <DialogContent dividers sx={{ p: 0 }}>
          <List dense>
            {columns.map((field, index) => (
              <ListItem key={field} secondaryAction={
                <>
                  <IconButton size="small" disabled={index === 0} aria-label={`${t('moveUp')} ${label(field)}`} onClick={() => onChange({ ...prefs, order: moveColumn(columns, field, -1) })}><ArrowUpwardIcon fontSize="small" /></IconButton>
                  <IconButton size="small" disabled={index === columns.length - 1} aria-label={`${t('moveDown')} ${label(field)}`} onClick={() => onChange({ ...prefs, order: moveColumn(columns, field, 1) })}><ArrowDownwardIcon fontSize="small" /></IconButton>
                </>
              }>
                <Checkbox edge="start" size="small" checked={prefs.hidden[field] !== false} slotProps={{ input: { 'aria-label': label(field) } }}
                  onChange={(event) => onChange({ ...prefs, hidden: { ...prefs.hidden, [field]: event.target.checked } })} />
                <ListItemText primary={label(field)} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onChange({ hidden: {}, widths: {} })}>{t('resetColumns')}</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { z } from 'zod';
import type { SavedView } from '@/lib/views/view-state';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { useFormState } from '@/lib/hooks/use-form-state';
import { zodCheck } from '@/lib/forms/form-checks';
import { useNotify } from '../feedback/notifier';

/*
 * The 视图 menu's dialogs (components/views/saved-views-menu.tsx), in a chunk of their own: the menu's button is on
 * every list screen's first paint, the dialogs (and zod, which checks a view's name) only once one is opened.
 */

/** The user's views of this list, each with its default star and a delete button (kept out of the menu: no buttons inside menu items). */
export function ManageViewsDialog({
  views,
  onDefault,
  onRemove,
  onClose,
}: {
  views: SavedView[];
  onDefault: (view: SavedView) => void;
  onRemove: (view: SavedView) => void;
  onClose: () => void;
}) {
  const t = useTranslations('savedViews');
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="manage-views-title">
      <DialogTitle id="manage-views-title">{t('manageTitle')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {views.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('none')}
          </Typography>
        ) : (
          <List dense>
            {views.map((view) => (
              <ListItem
                key={view.id}
                data-testid="views-managed"
                data-name={view.name}
                secondaryAction={
                  <>
                    <IconButton
                      size="small"
                      aria-label={view.isDefault ? t('unsetDefault', { name: view.name }) : t('setDefault', { name: view.name })}
                      aria-pressed={view.isDefault}
                      data-testid="views-default"
                      onClick={() => onDefault(view)}
                    >
                      {view.isDefault ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
                    </IconButton>
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={t('remove', { name: view.name })}
                      data-testid="views-remove"
                      onClick={() => onRemove(view)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={view.name} secondary={view.isDefault ? t('default') : undefined} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function SaveViewDialog({
  initialName,
  onSave,
  onClose,
}: {
  initialName: string;
  onSave: (name: string, isDefault: boolean) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('savedViews');
  const { values, errors, setField, setErrors, validate } = useFormState(
    { name: initialName, isDefault: false },
    { check: zodCheck(z.object({ name: z.string().trim().min(1, t('nameRequired')).max(40, t('nameTooLong')) })) },
  );
  const { saving: busy, failure, run, showFailure } = useFormSave();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    await run(() => onSave(values.name.trim(), values.isDefault));
  };
  // The name's error and a failed save's reason show in the same place, under the name; typing clears both.
  const shown = errors.name || failure;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="save-view-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-view-title">{t('saveTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('saveHint')}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            required
            label={t('name')}
            value={values.name}
            onChange={(event) => (setField('name', event.target.value), setErrors({}), showFailure(''))}
            error={!!shown}
            helperText={shown || ' '}
            slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'view-name' } }}
          />
          <FormControlLabel
            control={<Checkbox checked={values.isDefault} onChange={(event) => setField('isDefault', event.target.checked)} />}
            label={t('makeDefault')}
            data-testid="view-default"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="view-save-submit">
            {t('saveSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function ShareViewDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const t = useTranslations('savedViews');
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('copied'));
    } catch {
      notify(t('copyFailed'), 'warning');
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="share-view-title">
      <DialogTitle id="share-view-title">{t('shareTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('shareHint')}
        </Typography>
        <TextField
          fullWidth
          label={t('link')}
          value={url}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'view-share-url' } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={() => void copy()} data-testid="view-share-copy">
          {t('copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import ShareIcon from '@mui/icons-material/Share';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { useSavedViews } from '@/lib/hooks/use-saved-views';
import type { SavedView } from '@/lib/views/view-state';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { useFormState } from '@/lib/hooks/use-form-state';
import { zodCheck } from '@/lib/forms/form-checks';
import { z } from 'zod';
import { useNotify } from '../feedback/notifier';
import { useConfirm } from '../feedback/confirm';

type Views = ReturnType<typeof useSavedViews>;

/**
 * The search bar's 视图 menu: the user's saved views of this list (the one shown now ticked, the default marked),
 * saving what the grid shows under a name, a link sharing it, and managing them (the default, removing one).
 */
export function SavedViewsMenu({ views }: { views: Views }) {
  const t = useTranslations('savedViews');
  const errorText = useErrorText();
  const notify = useNotify();
  const confirm = useConfirm();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [sharing, setSharing] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const close = () => setAnchor(null);
  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      notify(done);
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };
  const remove = async (view: SavedView) => {
    if (!(await confirm(t('removeConfirm', { name: view.name })))) return;
    await run(() => views.remove(view), t('removed'));
  };

  return (
    <>
      <Button
        type="button"
        startIcon={<BookmarksIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="views-menu"
      >
        {views.active ? t('current', { name: views.active.name }) : t('button')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} slotProps={{ list: { 'aria-label': t('button'), dense: true } }}>
        {views.views.length === 0 && <MenuItem disabled>{views.loaded ? t('none') : t('loading')}</MenuItem>}
        {views.views.map((view) => (
          <MenuItem
            key={view.id}
            selected={views.active?.id === view.id}
            onClick={() => (close(), views.apply(view))}
            data-testid="views-item"
            data-name={view.name}
          >
            <ListItemIcon>{views.active?.id === view.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={view.name} secondary={view.isDefault ? t('default') : undefined} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => (close(), setSaving(true))} data-testid="views-save">
          <ListItemIcon>
            <SaveIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('save')} />
        </MenuItem>
        <MenuItem onClick={() => (close(), setSharing(views.shareLink()))} data-testid="views-share">
          <ListItemIcon>
            <ShareIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('share')} />
        </MenuItem>
        {views.views.length > 0 && (
          <MenuItem onClick={() => (close(), setManaging(true))} data-testid="views-manage">
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('manage')} />
          </MenuItem>
        )}
        {views.storeKind === 'browser' && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 0.5, maxWidth: 280 }}>
            {t('browserOnly')}
          </Typography>
        )}
      </Menu>
      {saving && (
        <SaveViewDialog
          initialName={views.active?.name ?? ''}
          onClose={() => setSaving(false)}
          onSave={async (name, isDefault) => {
            await views.save(name, isDefault);
            setSaving(false);
            notify(t('saved', { name }));
          }}
        />
      )}
      {sharing && <ShareViewDialog url={sharing} onClose={() => setSharing(null)} />}
      {managing && (
        <ManageViewsDialog
          views={views.views}
          onClose={() => setManaging(false)}
          onRemove={(view) => void remove(view)}
          onDefault={(view) =>
            void run(
              () => views.setDefault(view, !view.isDefault),
              view.isDefault ? t('defaultCleared') : t('defaultSet', { name: view.name }),
            )
          }
        />
      )}
    </>
  );
}

/** The user's views of this list, each with its default star and a delete button (kept out of the menu: no buttons inside menu items). */
function ManageViewsDialog({
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

function SaveViewDialog({
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

function ShareViewDialog({ url, onClose }: { url: string; onClose: () => void }) {
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

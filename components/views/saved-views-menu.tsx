'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import ShareIcon from '@mui/icons-material/Share';
import type { useSavedViews } from '@/lib/hooks/use-saved-views';
import type { SavedView } from '@/lib/views/view-state';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { lazyComponent } from '../lazy';
import { useNotify } from '../feedback/notifier';
import { useConfirm } from '../feedback/confirm';

const dialogs = () => import('./saved-view-dialogs');
const SaveViewDialog = lazyComponent(() => dialogs().then((module) => module.SaveViewDialog));
const ShareViewDialog = lazyComponent(() => dialogs().then((module) => module.ShareViewDialog));
const ManageViewsDialog = lazyComponent(() => dialogs().then((module) => module.ManageViewsDialog));

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
        // The dialogs' code is asked for as the menu opens, so the one chosen from it opens without waiting.
        onClick={(event) => (setAnchor(event.currentTarget), void SaveViewDialog.preload().catch(() => undefined))}
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

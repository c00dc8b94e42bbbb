'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { NavItem } from '@/lib/menu/nav-item';
import { leafItems } from '@/lib/menu/normalize-menu';
import { searchMenu, type MenuHit } from '@/lib/menu/menu-search';
import { addActions, recordHref, searchActions, searchableSources, type PaletteAction } from '@/lib/palette/palette';
import { getResource, resources } from '@/lib/resources';
import { postJson } from '@/lib/client/api';
import { navigationStarted } from '@/lib/client/progress';
import { useMenuLabel } from '@/lib/hooks/use-menu-label';
import { resourceItemName } from '@/lib/hooks/use-resource-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useRecordSearch, type SourcedHit } from '@/lib/hooks/use-record-search';
import { requestPageDialog } from '@/lib/hooks/use-form-draft';
import { useThemeSettings } from './theme-settings';
import { MenuIcon } from './menu-icon';
import { openHit } from './open-hit';

type Entry =
  | { kind: 'menu'; key: string; hit: MenuHit }
  | { kind: 'action'; key: string; action: PaletteAction }
  | { kind: 'record'; key: string; hit: SourcedHit };

type Props = { items: NavItem[]; open: boolean; onClose: () => void; onLock: () => void };

/**
 * The search dialog and command palette, loaded on demand: menu entries by name prefix (docs/spec.md §2),
 * then actions the user may run and records found by number or name. Arrows move, Enter or a
 * click opens, Esc closes.
 */
export function MenuSearchDialog({ items, open: isOpen, onClose, onLock }: Props) {
  const t = useTranslations();
  const label = useMenuLabel();
  const router = useRouter();
  const locale = useLocale();
  const { theme, setTheme } = useThemeSettings();
  const { permissions } = usePermissions();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const menuPaths = useMemo(() => new Set(leafItems(items).map((item) => item.href.split('?')[0])), [items]);
  const sources = useMemo(() => searchableSources(getResource, menuPaths, permissions), [menuPaths, permissions]);
  const records = useRecordSearch(query, sources);
  const actions = useMemo<PaletteAction[]>(() => {
    return [
      { id: 'home', label: t('shell.home'), icon: 'Home', href: '/wel/index' },
      { id: 'dashboard', label: t('palette.dashboard'), icon: 'Dashboard', href: '/wel/dashboard' },
      { id: 'info', label: t('palette.info'), icon: 'Person', href: '/info/index' },
      { id: 'lock', label: t('palette.lock'), icon: 'Lock', run: onLock },
      {
        id: 'theme',
        label: theme === 'dark' ? t('palette.lightTheme') : t('palette.darkTheme'),
        icon: 'Palette',
        run: () => setTheme(theme === 'dark' ? 'default' : 'dark'),
      },
      {
        id: 'language',
        label: t('palette.language', { language: t(`languages.${locale === 'zh' ? 'en' : 'zh'}`) }),
        icon: 'Translate',
        run: () => void postJson('/bff/locale', { locale: locale === 'zh' ? 'en' : 'zh' }).then(() => router.refresh()),
      },
      ...addActions(resources, menuPaths, permissions, (resource) => t('palette.add', { name: resourceItemName(t, resource.name) })),
    ];
  }, [t, locale, theme, setTheme, onLock, router, menuPaths, permissions]);

  const entries: Entry[] = [
    ...searchMenu(items, query, label).map((hit) => ({ kind: 'menu' as const, key: `menu:${hit.item.id}`, hit })),
    ...searchActions(actions, query).map((action) => ({ kind: 'action' as const, key: `action:${action.id}`, action })),
    ...records.hits.map((hit) => ({ kind: 'record' as const, key: `record:${hit.resource.name}:${hit.id}`, hit })),
  ];

  const close = () => {
    onClose();
    setQuery('');
    setActive(0);
  };
  const go = (href: string) => (navigationStarted(), router.push(href));
  const choose = (entry: Entry | undefined) => {
    if (!entry) return;
    close();
    if (entry.kind === 'menu') return openHit(entry.hit);
    if (entry.kind === 'record') {
      requestPageDialog(entry.hit.resource.menuPath, { mode: 'view', id: entry.hit.id, values: {} });
      return go(recordHref(entry.hit, entry.hit.source));
    }
    const { action } = entry;
    if (action.href && action.dialog) requestPageDialog(action.href, { mode: action.dialog, id: null, values: {} });
    if (action.href) return go(action.href);
    action.run?.();
  };

  const section = (kind: Entry['kind']) => entries.findIndex((entry) => entry.kind === kind);
  const subheader = (kind: Entry['kind'], index: number) =>
    query.trim() && section(kind) === index ? (
      <ListSubheader disableSticky sx={{ lineHeight: '32px' }}>
        {t(`palette.section.${kind}`)}
      </ListSubheader>
    ) : null;

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 10 }, 'aria-label': t('menuSearch.open') } }}
    >
      <DialogContent sx={{ p: 1.5 }}>
        <TextField
          autoFocus
          fullWidth
          placeholder={t('menuSearch.placeholder')}
          value={query}
          name="menu-search"
          onChange={(event) => (setQuery(event.target.value), setActive(0))}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') event.preventDefault(), setActive((index) => Math.min(index + 1, entries.length - 1));
            if (event.key === 'ArrowUp') event.preventDefault(), setActive((index) => Math.max(index - 1, 0));
            if (event.key === 'Enter') event.preventDefault(), choose(entries[active]);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('menuSearch.placeholder') },
          }}
        />
        {records.loading ? <LinearProgress sx={{ mt: 0.5, height: 2 }} /> : <div style={{ height: 2, marginTop: 4 }} />}
        <List dense sx={{ maxHeight: 400, overflowY: 'auto', mt: 0.5 }} role="listbox" aria-label={t('menuSearch.open')}>
          {entries.length === 0 && !records.loading && (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {t('menuSearch.noResults')}
            </Typography>
          )}
          {entries.map((entry, index) => {
            const [icon, primary, secondary, kind] =
              entry.kind === 'menu'
                ? [
                    entry.hit.item.icon,
                    entry.hit.label,
                    entry.hit.item.newWindow ? entry.hit.item.href : entry.hit.item.href.split('?')[0],
                    'menu',
                  ]
                : entry.kind === 'action'
                  ? [entry.action.icon, entry.action.label, undefined, 'action']
                  : [
                      entry.hit.resource.menuPath ? 'Description' : '',
                      entry.hit.title,
                      [
                        t.has(`resources.${entry.hit.resource.name}.name`)
                          ? t(`resources.${entry.hit.resource.name}.name`)
                          : entry.hit.resource.name,
                        entry.hit.detail,
                      ]
                        .filter(Boolean)
                        .join(' · '),
                      'record',
                    ];
            return [
              subheader(entry.kind, index),
              <ListItemButton
                key={entry.key}
                selected={index === active}
                onClick={() => choose(entry)}
                role="option"
                aria-selected={index === active}
                data-kind={kind}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <MenuIcon name={icon} fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={primary} secondary={secondary} />
              </ListItemButton>,
            ];
          })}
        </List>
      </DialogContent>
    </Dialog>
  );
}

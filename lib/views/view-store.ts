import { postJson, request } from '../client/api';
import type { SavedView } from './view-state';

/**
 * Where a user's views live. The embedded service keeps them per user (`/blade-user/view/*`), so they follow the user
 * to another browser; a real Blade gateway has no such endpoint, and then they stay in this browser's storage.
 */
export type ViewStore = {
  kind: 'server' | 'browser';
  list(resource: string): Promise<SavedView[]>;
  save(view: { id?: string; resource: string; name: string; state: string; isDefault?: boolean }): Promise<SavedView>;
  setDefault(view: SavedView, isDefault: boolean): Promise<void>;
  remove(view: SavedView): Promise<void>;
};

const API = '/api/blade-user/view';

export const serverViewStore: ViewStore = {
  kind: 'server',
  list: (resource) => request<SavedView[]>(`${API}/list`, { query: { resource } }).then((views) => (Array.isArray(views) ? views : [])),
  save: (view) => postJson<SavedView>(`${API}/submit`, view),
  setDefault: async (view, isDefault) => {
    await postJson(`${API}/default`, { id: view.id, isDefault });
  },
  remove: async (view) => {
    await request(`${API}/remove`, { method: 'POST', query: { ids: view.id } });
  },
};

/** The browser's storage under one key per user, tenant and resource (as the column preferences are kept). */
export const browserViewsKey = (userId: string, tenantId: string, resource: string) => `tradeport-views:${tenantId}:${userId}:${resource}`;

export function browserViewStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  keyOf: (resource: string) => string,
  newId: () => string,
): ViewStore {
  const read = (resource: string): SavedView[] => {
    try {
      const parsed = JSON.parse(storage.getItem(keyOf(resource)) ?? '[]') as SavedView[];
      return Array.isArray(parsed)
        ? parsed.filter((view) => view && typeof view.id === 'string' && typeof view.name === 'string' && typeof view.state === 'string')
        : [];
    } catch {
      return [];
    }
  };
  const write = (resource: string, views: SavedView[]) => storage.setItem(keyOf(resource), JSON.stringify(views));
  return {
    kind: 'browser',
    list: async (resource) => read(resource).sort((a, b) => a.name.localeCompare(b.name)),
    save: async (input) => {
      const views = read(input.resource);
      const existing = views.find((view) => (input.id ? view.id === input.id : view.name === input.name));
      const saved: SavedView = {
        id: existing?.id ?? newId(),
        resource: input.resource,
        name: input.name,
        state: input.state,
        isDefault: input.isDefault ?? existing?.isDefault ?? false,
      };
      const others = views
        .filter((view) => view.id !== saved.id && view.name !== saved.name)
        .map((view) => (saved.isDefault ? { ...view, isDefault: false } : view));
      write(input.resource, [...others, saved]);
      return saved;
    },
    setDefault: async (target, isDefault) => {
      write(
        target.resource,
        read(target.resource).map((view) => ({ ...view, isDefault: isDefault && view.id === target.id })),
      );
    },
    remove: async (target) => {
      write(
        target.resource,
        read(target.resource).filter((view) => view.id !== target.id),
      );
    },
  };
}

/**
 * The app's resource registry against the embedded Blade service (style-examples §3): every
 * registered resource has its menu and buttons seeded, its endpoints served, its dictionaries
 * seeded and its labels in both languages. Lives outside lib/ and blade/: neither imports the other.
 */
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { resources } from '@/lib/resources';
import { endpointPath, submitPath } from '@/lib/resources/define-resource';
import { actionPath } from '@/lib/resources/row-actions';
import { buildRouter } from '../blade/routes';
import { menuSeeds } from '../blade/seed/menus';
import { seededDicts } from '../blade/seed/all-dicts';
import { crudTables } from '../blade/tables';
import type { MenuSeed } from '../blade/seed/types';

const flatMenus = (menus: MenuSeed[]): MenuSeed[] => menus.flatMap((menu) => [menu, ...flatMenus(menu.children ?? [])]);
const menus = flatMenus(menuSeeds);
const menuByCode = new Map(menus.map((menu) => [menu.code, menu]));
const router = buildRouter();
/** 'route' when the service answers the call, else why not (null: no such path; 'method-not-allowed'). */
const found = (method: string, path: string) => {
  const route = router.match(method, path);
  return route && typeof route === 'object' ? 'route' : String(route);
};
const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const systemDicts = new Set(seededDicts.system.map((dict) => dict.code));
const bizDicts = new Set(seededDicts.biz.map((dict) => dict.code));

describe.each(resources.map((resource) => [resource.name, resource] as const))('resource %s', (_name, resource) => {
  const code = resource.permission ?? resource.name;

  it('has its menu seeded at its path, with its buttons', () => {
    const menu = menuByCode.get(code);
    expect(menu?.path).toBe(resource.menuPath);
    expect(menu?.category).toBe(1);
    const buttons = new Set((menu?.children ?? []).map((button) => button.code));
    if (submitPath(resource, 'add')) expect(buttons).toContain(`${code}_add`);
    if (endpointPath(resource, 'remove') && !resource.readOnly) expect(buttons).toContain(`${code}_delete`);
  });

  it('is served by the embedded service', () => {
    const expectRoute = (method: string, path: string | null) =>
      path && expect([method, path, found(method, path)]).toEqual([method, path, 'route']);
    expectRoute('GET', endpointPath(resource, 'list'));
    expectRoute('GET', endpointPath(resource, 'detail'));
    expectRoute('POST', submitPath(resource, 'add'));
    expectRoute('POST', submitPath(resource, 'edit'));
    if (!resource.readOnly) expectRoute('POST', endpointPath(resource, 'remove'));
  });

  it('has its row actions served, their button codes seeded and their labels in both languages', () => {
    const codes = new Set(menus.map((menu) => menu.code));
    for (const action of resource.rowActions ?? []) {
      expect([action.name, codes.has(action.code)]).toEqual([action.name, true]);
      const path = actionPath(resource, action);
      if (path) expect([action.name, found(action.method ?? 'POST', path)]).toEqual([action.name, 'route']);
      if (action.href) expect([action.name, action.href.startsWith('/')]).toEqual([action.name, true]);
      for (const messages of [zh, en]) {
        expect([action.name, lookup(messages, `resources.${resource.name}.actions.${action.name}`)]).toEqual([
          action.name,
          expect.any(String),
        ]);
        for (const field of Object.keys(action.form ?? {})) {
          const label = lookup(messages, `resources.${resource.name}.fields.${field}`) ?? lookup(messages, `fields.${field}`);
          expect([action.name, field, label]).toEqual([action.name, field, expect.any(String)]);
        }
      }
    }
  });

  it('has every label in zh and en', () => {
    for (const messages of [zh, en]) {
      expect(lookup(messages, `resources.${resource.name}.name`)).toEqual(expect.any(String));
      for (const [field, definition] of Object.entries(resource.fields)) {
        const label = lookup(messages, `resources.${resource.name}.fields.${field}`) ?? lookup(messages, `fields.${field}`);
        expect([field, label]).toEqual([field, expect.any(String)]);
        if (definition.type === 'select') {
          for (const option of definition.options)
            expect([field, option, lookup(messages, `resources.${resource.name}.options.${field}.${option}`)]).toEqual([
              field,
              option,
              expect.any(String),
            ]);
        }
      }
    }
  });

  it('uses seeded dictionaries', () => {
    for (const [field, definition] of Object.entries(resource.fields)) {
      if (definition.type !== 'dict') continue;
      const seeded = (definition as { biz?: boolean }).biz ? bizDicts : systemDicts;
      expect([field, definition.dict, seeded.has(definition.dict)]).toEqual([field, definition.dict, true]);
    }
  });
});

describe('embedded tables', () => {
  it('guard each table with a seeded menu code', () => {
    for (const { def } of crudTables) if (def.permission) expect([def.table, menuByCode.has(def.permission)]).toEqual([def.table, true]);
  });

  it('have one registered resource per menu screen that is served generically', () => {
    const registered = new Set(resources.map((resource) => resource.permission ?? resource.name));
    const served = crudTables.map(({ def }) => def.permission).filter((code): code is string => !!code);
    expect(served.filter((code) => !registered.has(code))).toEqual([]);
  });
});

describe('default sorts', () => {
  it('name a field of their resource', () => {
    for (const resource of resources) {
      if (resource.defaultSort) expect([resource.name, resource.defaultSort.field in resource.fields]).toEqual([resource.name, true]);
    }
  });
});

describe('seeded buttons', () => {
  it('each have their name in the catalogue English screens translate them with (messages menuButtons)', () => {
    const catalogued = new Set(Object.values(zh.menuButtons));
    expect(menus.filter((menu) => menu.category === 2 && !catalogued.has(menu.name)).map((menu) => `${menu.code} ${menu.name}`)).toEqual(
      [],
    );
  });
});

import type { ButtonCode } from '@/domain/button-codes';
import { defineResource, type RowActionDef } from './define-resource';
import { actionFormValues, actionHref, actionPath, actionPayload, offeredActions, rowOffers } from './row-actions';
import { text } from './fields';

const confirm: RowActionDef = { name: 'confirm', code: 'thing_confirm' as ButtonCode, endpoint: 'confirmOrder', when: { state: [2] } };
const release: RowActionDef = {
  name: 'release',
  code: 'thing_release' as ButtonCode,
  endpoint: 'depositRelease',
  param: 'ids',
  bulk: true,
  when: { state: [5], deposit: [0] },
};
const slip: RowActionDef = {
  name: 'pound',
  code: 'slip_pound' as ButtonCode,
  endpoint: '/blade-order/slip/poundsSave',
  param: 'pickupId',
  send: 'body',
  include: ['orderNo'],
};
const open: RowActionDef = { name: 'open', code: 'thing_view' as ButtonCode, href: '/order/orderdetail/{orderNo}' };
const resource = defineResource({
  name: 'thing',
  menuPath: '/x/thing',
  api: '/blade-x/thing',
  fields: {},
  rowActions: [confirm, release, slip, open],
});

describe('row actions', () => {
  it('offers an action only in the states its guard names; an unwritten state counts as 0', () => {
    expect(rowOffers(confirm, { state: 2 })).toBe(true);
    expect(rowOffers(confirm, { state: '2' })).toBe(true);
    expect(rowOffers(confirm, { state: 1 })).toBe(false);
    expect(rowOffers(release, { state: 5, deposit: '' })).toBe(true);
    expect(rowOffers(release, { state: 5, deposit: 2 })).toBe(false);
    expect(rowOffers(open, {})).toBe(true);
  });

  it('needs the button code as well as the state', () => {
    const row = { state: 2, orderNo: 'DD1' };
    expect(
      offeredActions(resource, row, new Set(['thing_confirm' as ButtonCode, 'thing_view' as ButtonCode])).map((action) => action.name),
    ).toEqual(['confirm', 'open']);
    expect(offeredActions(resource, row, new Set(['thing_view' as ButtonCode])).map((action) => action.name)).toEqual(['open']);
  });

  it('resolves endpoints relative to the resource or as full service paths', () => {
    expect(actionPath(resource, confirm)).toBe('/blade-x/thing/confirmOrder');
    expect(actionPath(resource, slip)).toBe('/blade-order/slip/poundsSave');
    expect(actionPath(resource, open)).toBeNull();
  });

  it('fills a link from the row, encoded', () => {
    expect(actionHref(open, { orderNo: 'DD 1/2' })).toBe('/order/orderdetail/DD%201%2F2');
    expect(actionHref({ ...open, href: '/api/blade-develop/code/gen-code?ids={orderNo}' }, [{ orderNo: '1' }, { orderNo: '2' }])).toBe(
      '/api/blade-develop/code/gen-code?ids=1%2C2',
    );
  });

  it('sends the key in the query, or in a body with the copied fields and the form', () => {
    expect(actionPayload(resource, confirm, [{ id: '7' }])).toEqual({ query: { id: '7' }, body: undefined });
    expect(actionPayload(resource, release, [{ id: '7' }, { id: '8' }])).toEqual({ query: { ids: '7,8' }, body: undefined });
    expect(actionPayload(resource, slip, [{ id: '7', orderNo: 'DD1' }], { grossWeight: 40 })).toEqual({
      query: {},
      body: { pickupId: '7', orderNo: 'DD1', grossWeight: 40 },
    });
  });

  it('sends an action’s fixed values with the form (a cancel names the state it moves to)', () => {
    const cancel: RowActionDef = {
      name: 'cancel',
      code: 'order_edit',
      endpoint: 'submit',
      send: 'body',
      include: ['orderNo'],
      values: { orderStatus: 8 },
    };
    expect(actionPayload(resource, cancel, [{ id: '7', orderNo: 'DD1' }], { cancelReason: '买方撤单' })).toEqual({
      query: {},
      body: { id: '7', orderNo: 'DD1', orderStatus: 8, cancelReason: '买方撤单' },
    });
  });
});

describe('an action form’s starting values', () => {
  const grant: RowActionDef = {
    name: 'role',
    code: 'user_role',
    endpoint: 'grant',
    form: { roleIds: text(), note: text({ defaultValue: '-' }) },
    prefill: { roleIds: 'roleId' },
  };
  it('starts a single row’s form from the row (a grant that replaces shows what is granted), several rows’ from the defaults', () => {
    expect(actionFormValues(grant, [{ id: '1', roleId: '11,12' }])).toEqual({ roleIds: '11,12', note: '-' });
    expect(
      actionFormValues(grant, [
        { id: '1', roleId: '11' },
        { id: '2', roleId: '12' },
      ]),
    ).toEqual({ roleIds: '', note: '-' });
    expect(actionFormValues(grant, [{ id: '1', roleId: null }])).toEqual({ roleIds: '', note: '-' });
  });
});

describe('row actions that need a filled field', () => {
  const link: RowActionDef = { name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] };
  it('are offered only when the row has the field', () => {
    expect(rowOffers(link, { orderNo: 'DD1' })).toBe(true);
    expect(rowOffers(link, { orderNo: '' })).toBe(false);
    expect(rowOffers(link, {})).toBe(false);
    expect(rowOffers({ ...link, when: { status: [1] } }, { orderNo: 'DD1', status: 2 })).toBe(false);
  });
});

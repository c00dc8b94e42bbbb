import { defineResource } from '../resources/define-resource';
import { text } from '../resources/fields';
import { requiredWriteCodes, writeRules } from './write-permissions';

const rules = writeRules([
  defineResource({ name: 'param', menuPath: '/system/param', api: '/blade-system/param', fields: { paramName: text() } }),
  defineResource({
    name: 'product',
    menuPath: '/tradeport/product',
    api: '/blade-tradePort/product',
    endpoints: { submit: ['save', 'update'] },
    fields: {},
  }),
  defineResource({
    name: 'logUsual',
    permission: 'log_usual',
    menuPath: '/monitor/log/usual',
    api: '/blade-log/usual',
    readOnly: true,
    fields: {},
  }),
]);

describe('BFF write permissions', () => {
  it('derives the codes each write needs from the registry', () => {
    expect(requiredWriteCodes('POST', '/blade-system/param/submit', rules)).toEqual(['param_add', 'param_edit']);
    expect(requiredWriteCodes('post', '/blade-system/param/remove', rules)).toEqual(['param_delete']);
    expect(requiredWriteCodes('POST', '/blade-tradePort/product/save', rules)).toEqual(['product_add']);
    expect(requiredWriteCodes('POST', '/blade-tradePort/product/update', rules)).toEqual(['product_edit']);
  });

  it('leaves reads, read-only resources and unknown calls to Blade', () => {
    expect(requiredWriteCodes('GET', '/blade-system/param/list', rules)).toBeNull();
    expect(requiredWriteCodes('POST', '/blade-log/usual/remove', rules)).toBeNull();
    expect(requiredWriteCodes('POST', '/blade-user/update-password', rules)).toBeNull();
  });
});

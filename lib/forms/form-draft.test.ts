import { draftKey, parseDraft, serializeDraft } from './form-draft';

describe('form drafts', () => {
  it('round-trips an add draft without its password fields', () => {
    const raw = serializeDraft({
      mode: 'add',
      id: null,
      values: { account: 'li', password: 'secret', password2: 'secret', oldPassword: 'x', name: '李' },
    });
    expect(parseDraft(raw)).toEqual({ mode: 'add', id: null, values: { account: 'li', name: '李' } });
  });

  it('keeps the record id of an edit or view draft', () => {
    expect(parseDraft(serializeDraft({ mode: 'edit', id: '42', values: { paramKey: 'k' } }))).toEqual({
      mode: 'edit',
      id: '42',
      values: { paramKey: 'k' },
    });
    expect(parseDraft(serializeDraft({ mode: 'view', id: '7', values: {} }))?.mode).toBe('view');
  });

  it('treats anything malformed as no draft', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{')).toBeNull();
    expect(parseDraft(JSON.stringify({ mode: 'delete', id: '1', values: {} }))).toBeNull();
    expect(parseDraft(JSON.stringify({ mode: 'edit', id: null, values: {} }))).toBeNull();
    expect(parseDraft(JSON.stringify({ mode: 'add', id: 3, values: {} }))).toBeNull();
    expect(parseDraft(JSON.stringify({ mode: 'add', id: null, values: { a: 1, b: 'x' } }))).toEqual({
      mode: 'add',
      id: null,
      values: { b: 'x' },
    });
  });

  it('keys drafts by page', () => {
    expect(draftKey('/system/param')).not.toBe(draftKey('/system/user'));
  });
});

import { defineResource } from '../define-resource';
import { datetime, select, text } from '../fields';

// 签约企业 (Signing identities, docs/spec.md §7 fasc): the e-sign open ids the platform holds — corporations (openCorpId)
// and persons (openUserId); a corporation's details and members open from its row, 解除绑定 ends its authorisation.
export const fasccorp = defineResource({
  name: 'fasccorp',
  menuPath: '/contract/fasccorp',
  api: '/fasc',
  endpoints: { list: 'getOpenIdList', detail: null, submit: null, remove: null },
  readOnly: true,
  dateRange: false,
  rowKey: 'openId',
  titleField: 'name',
  fields: {
    name: text({ search: true, width: 240 }),
    idType: select(['corp', 'person'], { search: 'equal', width: 110 }),
    openId: text({ width: 290 }),
    identNo: text({ width: 190 }),
    legalRepName: text({ width: 120 }),
    bindStatus: select(['1', '0'], { search: 'equal', width: 110 }),
    authTime: datetime({ width: 170 }),
    unbindTime: datetime({ width: 170 }),
    remark: text({ width: 160 }),
  },
  rowActions: [
    // A corporation's details and members, each a tab of one dialog (components/esign/fasc-corp-dialog.tsx).
    { name: 'info', code: 'fasccorp_info', icon: 'view', dialog: 'fascCorpInfo', when: { idType: ['corp'] } },
    { name: 'members', code: 'fasccorp_members', icon: 'assign', dialog: 'fascCorpMembers', when: { idType: ['corp'] } },
    {
      name: 'unbind',
      code: 'fasccorp_unbind',
      endpoint: 'corpUnbind',
      method: 'POST',
      key: 'openId',
      param: 'openCorpId',
      send: 'body',
      confirm: true,
      when: { idType: ['corp'], bindStatus: [1] },
    },
  ],
});

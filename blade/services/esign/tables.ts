import type { TableDef } from '../../crud/table-def';

/**
 * The e-sign provider's records (FaDaDa 5.x "fasc" terms), kept by the platform whichever provider runs:
 * the signing identities it holds (openCorpId / openUserId bound to a company or a platform user), a
 * corporation's members, and one actor per party of each contract's sign task. Not served by the generic
 * controller (no endpoints): services/esign/endpoints.ts answers for them.
 */
export const fascOpenIdTable: TableDef = {
  table: 'fasc_openid',
  base: '/fasc/openid',
  columns: {
    open_id: 'text',
    id_type: 'text',
    name: 'text',
    ident_no: 'text',
    client_id: 'text',
    legal_rep_name: 'text',
    bind_status: 'int',
    auth_time: 'datetime',
    unbind_time: 'datetime',
    remark: 'text',
  },
  tenant: true,
  endpoints: [],
  indexes: [['open_id'], ['name']],
};

export const fascCorpMemberTable: TableDef = {
  table: 'fasc_corp_member',
  base: '/fasc/member',
  columns: {
    open_corp_id: 'text',
    member_id: 'text',
    open_user_id: 'text',
    member_name: 'text',
    member_mobile: 'text',
    member_email: 'text',
    role_type: 'text',
    member_status: 'text',
    join_time: 'datetime',
  },
  tenant: true,
  endpoints: [],
  indexes: [['open_corp_id']],
};

export const fascSignActorTable: TableDef = {
  table: 'fasc_sign_actor',
  base: '/fasc/actor',
  columns: {
    contract_id: 'text',
    sign_task_id: 'text',
    actor_id: 'text',
    actor_type: 'text',
    open_id: 'text',
    actor_name: 'text',
    sort: 'int',
    sign_status: 'int',
    sign_time: 'datetime',
    refuse_reason: 'text',
  },
  tenant: true,
  endpoints: [],
  indexes: [['contract_id'], ['open_id']],
};

/** FaDaDa callback nonces already accepted (callback-nonces.ts): a replayed callback is refused. */
export const fascCallbackNonceTable: TableDef = {
  table: 'fasc_callback_nonce',
  base: '/fasc/callback-nonce',
  columns: { event: 'text', received_at: 'int' },
  audit: false,
  endpoints: [],
  indexes: [['received_at']],
};

export const esignTables = [fascOpenIdTable, fascCorpMemberTable, fascSignActorTable, fascCallbackNonceTable];

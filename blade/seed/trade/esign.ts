import crypto from 'node:crypto';
import type { Db } from '../../db/open';
import { USERS } from '../system';
import { PARTIES, TENANT_B_PARTIES, type Party } from './parties';
import { after, daysAgo, idSequence, insertRows, TENANT_B, type Row } from './support';

/**
 * The e-sign identities (services/esign): every trading company and each tenant's platform corporation
 * as an authorised corporation (openCorpId) with its members, every platform user as a person
 * (openUserId), one corporation that ended its authorisation, and the actors of the seeded contracts
 * still being signed (so those parties cannot be unbound until they sign).
 */
const openId = (kind: 'c' | 'u', key: string) => kind + crypto.createHash('sha1').update(key).digest('hex').slice(0, 31);
const maskPhone = (phone: string) => (phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);
const PLATFORMS = [
  { tenantId: '000000', name: '瑞粮粮食交易集团有限公司', creditCode: '91110000MA01RLJY6X', legalPerson: '周瑞年' },
  { tenantId: TENANT_B.tenantId, name: '华北粮贸有限公司', creditCode: '91120000MA05HBLM3Q', legalPerson: '王建国' },
];

/** The identities and corporation members the seed builds, in the order their ids are drawn. */
type EsignRows = { identities: Row[]; members: Row[]; identityId: () => string; memberId: () => string };

/** An authorised corporation (openCorpId); `bound: false` for one that ended its authorisation. */
function addCorp(
  rows: EsignRows,
  {
    tenantId,
    name,
    identNo,
    legalRep,
    clientId,
    created,
    bound = true,
  }: {
    tenantId: string;
    name: string;
    identNo: string;
    legalRep: string;
    clientId: string;
    created: string;
    bound?: boolean;
  },
): string {
  const id = openId('c', `${tenantId}:${name}`);
  rows.identities.push({
    id: rows.identityId(),
    tenant_id: tenantId,
    open_id: id,
    id_type: 'corp',
    name,
    ident_no: identNo,
    client_id: clientId,
    legal_rep_name: legalRep,
    bind_status: bound ? 1 : 0,
    auth_time: created,
    unbind_time: bound ? '' : after(created, 40),
    remark: bound ? '' : '企业主动取消授权',
    create_time: created,
  });
  return id;
}

/** A member of a corporation; a platform user's membership carries their person identity (openUserId). */
function addMember(
  rows: EsignRows,
  tenantId: string,
  openCorpId: string,
  name: string,
  phone: string,
  role: string,
  joined: string,
  openUserId = '',
) {
  rows.members.push({
    id: rows.memberId(),
    tenant_id: tenantId,
    open_corp_id: openCorpId,
    member_id: String(7_000_000 + rows.members.length + 1),
    open_user_id: openUserId,
    member_name: name,
    member_mobile: maskPhone(phone),
    member_email: '',
    role_type: role,
    member_status: 'activated',
    join_time: joined,
    create_time: joined,
  });
}

/** Each tenant's platform corporation with its legal representative, and every platform user as a person and member. */
function addPlatforms(rows: EsignRows) {
  PLATFORMS.forEach((platform, index) => {
    const created = daysAgo(400 - index * 10, 9 * 60);
    const { tenantId } = platform;
    const corpId = addCorp(rows, {
      tenantId,
      name: platform.name,
      identNo: platform.creditCode,
      legalRep: platform.legalPerson,
      clientId: '',
      created,
    });
    addMember(rows, tenantId, corpId, platform.legalPerson, '13900000000', 'super_admin,legal_rep', created);
    for (const user of USERS.filter((candidate) => candidate.tenantId === tenantId)) {
      const userOpenId = openId('u', `${tenantId}:${user.id}`);
      rows.identities.push({
        id: rows.identityId(),
        tenant_id: tenantId,
        open_id: userOpenId,
        id_type: 'person',
        name: user.realName,
        ident_no: maskPhone(user.phone),
        client_id: user.id,
        legal_rep_name: '',
        bind_status: 1,
        auth_time: after(created, 1),
        unbind_time: '',
        remark: '',
        create_time: after(created, 1),
      });
      const role = user.account === 'admin' ? 'super_admin' : 'operator';
      addMember(rows, tenantId, corpId, user.realName, user.phone, role, after(created, 1), userOpenId);
    }
  });
}

/** Every trading company as a corporation, with its legal representative and its contact as members. */
function addParties(rows: EsignRows) {
  [...PARTIES, ...TENANT_B_PARTIES].forEach((party: Party, index) => {
    const created = daysAgo(360 - index * 7, 10 * 60 + index);
    const { tenantId } = party;
    const corpId = addCorp(rows, {
      tenantId,
      name: party.companyName,
      identNo: party.creditCode,
      legalRep: party.legalPerson,
      clientId: party.id,
      created,
    });
    addMember(rows, tenantId, corpId, party.legalPerson, party.contactPhone.replace(/\d{4}$/, '0000'), 'legal_rep', created);
    addMember(rows, tenantId, corpId, party.contactName, party.contactPhone, 'operator', after(created, 2));
  });
}

/** A corporation that ended its authorisation. */
function addLeaver(rows: EsignRows) {
  const created = daysAgo(200, 11 * 60);
  const leaver = addCorp(rows, {
    tenantId: '000000',
    name: '河南中原粮食储备有限公司',
    identNo: '91410100MA46ZYCB2K',
    legalRep: '杜振宇',
    clientId: '',
    created,
    bound: false,
  });
  addMember(rows, '000000', leaver, '杜振宇', '13700371234', 'legal_rep', created);
}

export function seedEsign(db: Db): Record<string, number> {
  const rows: EsignRows = { identities: [], members: [], identityId: idSequence(78), memberId: idSequence(78, 400) };
  addPlatforms(rows);
  addParties(rows);
  addLeaver(rows);
  return {
    fasc_openid: insertRows(db, 'fasc_openid', rows.identities),
    fasc_corp_member: insertRows(db, 'fasc_corp_member', rows.members),
    fasc_sign_actor: seedPendingActors(db, rows.identities),
  };
}

/** Actors of the seeded contracts awaiting signatures: 甲方 has signed a partly signed one, 乙方 has not. */
function seedPendingActors(db: Db, identities: Row[]): number {
  const actorId = idSequence(78, 700);
  const byName = new Map(identities.filter((row) => row.id_type === 'corp').map((row) => [`${row.tenant_id}:${row.name}`, row]));
  const contracts = db
    .prepare(
      'SELECT id, tenant_id, sign_task_id, sign_status, party_a_name, party_b_name, create_time FROM tp_ordercontract WHERE sign_status IN (1, 2)',
    )
    .all() as {
    id: string;
    tenant_id: string;
    sign_task_id: string;
    sign_status: number;
    party_a_name: string;
    party_b_name: string;
    create_time: string;
  }[];
  const rows: Row[] = [];
  for (const contract of contracts) {
    [
      ['甲方', contract.party_a_name],
      ['乙方', contract.party_b_name],
    ].forEach(([actor, name], index) => {
      const identity = byName.get(`${contract.tenant_id}:${name}`);
      if (!identity) return;
      const signed = contract.sign_status === 2 && index === 0;
      rows.push({
        id: actorId(),
        tenant_id: contract.tenant_id,
        contract_id: contract.id,
        sign_task_id: contract.sign_task_id,
        actor_id: actor,
        actor_type: 'corp',
        open_id: identity.open_id,
        actor_name: name,
        sort: index + 1,
        sign_status: signed ? 1 : 0,
        sign_time: signed ? after(contract.create_time, 1) : '',
        refuse_reason: '',
        create_time: contract.create_time,
      });
    });
  }
  return insertRows(db, 'fasc_sign_actor', rows);
}

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

export function seedEsign(db: Db): Record<string, number> {
  const identityId = idSequence(78);
  const memberId = idSequence(78, 400);
  const identities: Row[] = [];
  const members: Row[] = [];
  const corp = (tenantId: string, name: string, identNo: string, legalRep: string, clientId: string, created: string, bound = true) => {
    const id = openId('c', `${tenantId}:${name}`);
    identities.push({
      id: identityId(),
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
  };
  const member = (tenantId: string, openCorpId: string, name: string, phone: string, role: string, joined: string, openUserId = '') =>
    members.push({
      id: memberId(),
      tenant_id: tenantId,
      open_corp_id: openCorpId,
      member_id: String(7_000_000 + members.length + 1),
      open_user_id: openUserId,
      member_name: name,
      member_mobile: maskPhone(phone),
      member_email: '',
      role_type: role,
      member_status: 'activated',
      join_time: joined,
      create_time: joined,
    });

  PLATFORMS.forEach((platform, index) => {
    const created = daysAgo(400 - index * 10, 9 * 60);
    const corpId = corp(platform.tenantId, platform.name, platform.creditCode, platform.legalPerson, '', created);
    member(platform.tenantId, corpId, platform.legalPerson, '13900000000', 'super_admin,legal_rep', created);
    for (const user of USERS.filter((candidate) => candidate.tenantId === platform.tenantId)) {
      const userOpenId = openId('u', `${platform.tenantId}:${user.id}`);
      identities.push({
        id: identityId(),
        tenant_id: platform.tenantId,
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
      member(
        platform.tenantId,
        corpId,
        user.realName,
        user.phone,
        user.account === 'admin' ? 'super_admin' : 'operator',
        after(created, 1),
        userOpenId,
      );
    }
  });
  [...PARTIES, ...TENANT_B_PARTIES].forEach((party: Party, index) => {
    const created = daysAgo(360 - index * 7, 10 * 60 + index);
    const corpId = corp(party.tenantId, party.companyName, party.creditCode, party.legalPerson, party.id, created);
    member(party.tenantId, corpId, party.legalPerson, party.contactPhone.replace(/\d{4}$/, '0000'), 'legal_rep', created);
    member(party.tenantId, corpId, party.contactName, party.contactPhone, 'operator', after(created, 2));
  });
  const leaver = corp('000000', '河南中原粮食储备有限公司', '91410100MA46ZYCB2K', '杜振宇', '', daysAgo(200, 11 * 60), false);
  member('000000', leaver, '杜振宇', '13700371234', 'legal_rep', daysAgo(200, 11 * 60));

  const counts: Record<string, number> = {
    fasc_openid: insertRows(db, 'fasc_openid', identities),
    fasc_corp_member: insertRows(db, 'fasc_corp_member', members),
  };
  counts.fasc_sign_actor = seedPendingActors(db, identities);
  return counts;
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

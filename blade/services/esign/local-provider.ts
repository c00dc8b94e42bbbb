import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { pageOf, type CorpInfo, type CorpMember, type EsignProvider, type Page } from './provider';
import { pendingTasks } from './sign-tasks';
import { actorToken } from './sign-token';

/**
 * The offline stand-in for FaDaDa: sign tasks live in this service's tables, each actor signs on the
 * app's page /esign/sign/{token} (served outside the admin shell, talking to /fasc/esign/* here), and a
 * corporation's details and members come from the seeded identities.
 */
type IdentityRecord = { open_id: string; name: string; ident_no: string; legal_rep_name: string; bind_status: number; tenant_id: string };
type MemberRecord = {
  member_id: string;
  open_user_id: string;
  member_name: string;
  member_mobile: string;
  member_email: string;
  role_type: string;
  member_status: string;
  join_time: string;
};

export class LocalEsignProvider implements EsignProvider {
  readonly name = 'local' as const;

  constructor(private readonly db: Db) {}

  private corp(tenantId: string, openCorpId: string): IdentityRecord {
    const row = this.db
      .prepare("SELECT * FROM fasc_openid WHERE tenant_id = ? AND open_id = ? AND id_type = 'corp' AND is_deleted = 0")
      .get(tenantId, openCorpId) as IdentityRecord | undefined;
    if (!row) throw new ServiceError(`签约企业 ${openCorpId} 不存在`);
    return row;
  }

  async createSignTask(): Promise<string> {
    return `lst${nextId()}`;
  }

  async actorSignUrl(task: { actorRowId: string }): Promise<string> {
    return `/esign/sign/${actorToken(this.db, task.actorRowId)}`;
  }

  async corpGet(tenantId: string, openCorpId: string): Promise<CorpInfo> {
    const corp = this.corp(tenantId, openCorpId);
    const members = this.db
      .prepare('SELECT COUNT(*) AS n FROM fasc_corp_member WHERE tenant_id = ? AND open_corp_id = ? AND is_deleted = 0')
      .get(tenantId, openCorpId) as { n: number };
    const bound = corp.bind_status === 1;
    return {
      openCorpId,
      corpName: corp.name,
      corpIdentNo: corp.ident_no ?? '',
      corpIdentType: 'corp',
      identStatus: corp.ident_no ? 'identified' : 'unidentified',
      bindingStatus: bound ? 'authorized' : 'unauthorized',
      authScope: bound ? ['ident_info', 'seal_info', 'signtask_init', 'signtask_info', 'signtask_file'] : [],
      legalRepName: corp.legal_rep_name ?? '',
      memberCount: members.n,
      pendingSignTasks: pendingTasks(this.db, tenantId, openCorpId).length,
    };
  }

  async corpMembers(tenantId: string, openCorpId: string, current: number, size: number): Promise<Page<CorpMember>> {
    this.corp(tenantId, openCorpId);
    const where = 'tenant_id = ? AND open_corp_id = ? AND is_deleted = 0';
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM fasc_corp_member WHERE ${where}`).get(tenantId, openCorpId) as { n: number })
      .n;
    const rows = this.db
      .prepare(`SELECT * FROM fasc_corp_member WHERE ${where} ORDER BY join_time, id LIMIT ? OFFSET ?`)
      .all(tenantId, openCorpId, size, (current - 1) * size) as MemberRecord[];
    return pageOf(
      rows.map((row) => ({
        memberId: row.member_id,
        openUserId: row.open_user_id ?? '',
        memberName: row.member_name,
        memberMobile: row.member_mobile ?? '',
        memberEmail: row.member_email ?? '',
        roleType: row.role_type ?? '',
        memberStatus: row.member_status ?? '',
        joinTime: row.join_time ?? '',
      })),
      total,
      current,
      size,
    );
  }

  async corpUnbind(tenantId: string, openCorpId: string): Promise<void> {
    this.corp(tenantId, openCorpId);
  }
}

/**
 * What the platform asks of its e-sign provider (FaDaDa 5.x "fasc" terms). Two drivers implement it:
 * local-provider.ts (this service's offline stand-in, on its own SQLite tables) and fadada-client.ts
 * (FaDaDa's REST API). The platform's own records (bound identities, each contract's actors and their
 * status) stay in this service's tables whichever driver runs.
 */
export type ActorType = 'corp' | 'person';

export type SignActorInput = { actorId: string; actorType: ActorType; actorName: string; openId: string };

export type SignTaskInput = {
  tenantId: string;
  subject: string;
  contractId: string;
  contractNo: string;
  /** The initiating platform corporation's openCorpId. */
  initiatorOpenId: string;
  actors: SignActorInput[];
};

export type CorpInfo = {
  openCorpId: string;
  corpName: string;
  corpIdentNo: string;
  corpIdentType: string;
  identStatus: 'identified' | 'unidentified';
  bindingStatus: 'authorized' | 'unauthorized';
  authScope: string[];
  legalRepName: string;
  memberCount: number;
  /** Contracts the corporation still has to sign (the local driver knows; FaDaDa does not say). */
  pendingSignTasks: number | null;
};

export type CorpMember = {
  memberId: string;
  openUserId: string;
  memberName: string;
  memberMobile: string;
  memberEmail: string;
  roleType: string;
  memberStatus: string;
  joinTime: string;
};

export type Page<T> = { records: T[]; total: number; current: number; size: number; pages: number };

export interface EsignProvider {
  readonly name: 'local' | 'fadada';
  /** Creates and starts the sign task; answers its id. */
  createSignTask(task: SignTaskInput): Promise<string>;
  /** The link where that actor (and only that actor) signs. */
  actorSignUrl(task: { tenantId: string; signTaskId: string; actorId: string; actorRowId: string }): Promise<string>;
  corpGet(tenantId: string, openCorpId: string): Promise<CorpInfo>;
  corpMembers(tenantId: string, openCorpId: string, current: number, size: number): Promise<Page<CorpMember>>;
  /** Ends the platform's authorisation by the corporation (the caller has checked it may). */
  corpUnbind(tenantId: string, openCorpId: string): Promise<void>;
}

export const pageOf = <T>(records: T[], total: number, current: number, size: number): Page<T> => ({
  records,
  total,
  current,
  size,
  pages: Math.ceil(total / size),
});

import type { Db } from '../../db/open';
import { seedRegions } from './regions';
import { seedOrganisation } from './organisation';
import { seedScopes } from './scopes';
import { seedResources } from './resources';
import { seedDevelop } from './develop';
import { seedLogs } from './logs';

/**
 * Seeds the system families beyond the core accounts, one file per family: regions, more departments, positions and
 * staff, data/API scopes, OSS/SMS configs, attachments, code-generator configs, data sources and logs.
 * Id blocks: 40 data scopes, 41 API scopes, 42 OSS, 43 SMS, 44 attachments, 45 code configs,
 * 46 data sources, 47–49 usual/API/error logs, 50 depts, 51 posts, 52 users, 53 user-dept links.
 */
export function seedSystemExtras(db: Db): void {
  seedRegions(db);
  seedOrganisation(db);
  seedScopes(db);
  seedResources(db);
  seedDevelop(db);
  seedLogs(db);
}

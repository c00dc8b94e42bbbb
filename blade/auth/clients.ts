import type { Db } from '../db/open';

export type OAuthClient = {
  clientId: string;
  grantTypes: string[];
  accessValidity: number;
  refreshValidity: number;
};

/** Checks `Authorization: Basic base64(id:secret)` against blade_client; null when it does not match. */
export function authenticateClient(db: Db, authorization: string | undefined): OAuthClient | null {
  if (!authorization || !/^basic /i.test(authorization)) return null;
  const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const row = db.prepare('SELECT * FROM blade_client WHERE client_id = ? AND is_deleted = 0').get(decoded.slice(0, colon)) as
    | Record<string, unknown>
    | undefined;
  if (!row || String(row.client_secret).replace(/^\{noop\}/, '') !== decoded.slice(colon + 1)) return null;
  return {
    clientId: String(row.client_id),
    grantTypes: String(row.authorized_grant_types).split(','),
    accessValidity: Number(row.access_token_validity),
    refreshValidity: Number(row.refresh_token_validity),
  };
}

import type { Db } from '../../db/open';
import { CALLBACK_WINDOW_MS } from './callback-signature';

/**
 * The nonces of FaDaDa callbacks already accepted (table fasc_callback_nonce, id = nonce). A nonce is
 * kept for twice the timestamp window: past that, a replay of the request fails the window check anyway.
 */
export function claimNonce(db: Db, nonce: string, event: string, now: number): boolean {
  db.prepare('DELETE FROM fasc_callback_nonce WHERE received_at < ?').run(now - 2 * CALLBACK_WINDOW_MS);
  return (
    db.prepare('INSERT OR IGNORE INTO fasc_callback_nonce (id, event, received_at) VALUES (?, ?, ?)').run(nonce, event, now).changes === 1
  );
}

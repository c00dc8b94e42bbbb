import { BUTTON_CODES } from '@/domain/button-codes';
import { useTestServer } from '../blade/testing/test-server';

const server = useTestServer();

describe('button codes', () => {
  it('are the codes the embedded service seeds, no more and no fewer', () => {
    const seeded = (
      server.db.prepare('SELECT DISTINCT code FROM blade_menu WHERE category = 2 AND is_deleted = 0 ORDER BY code').all() as {
        code: string;
      }[]
    ).map((row) => row.code);
    // On a difference, paste this list into domain/button-codes.ts.
    expect([...BUTTON_CODES]).toEqual(seeded);
  });
});

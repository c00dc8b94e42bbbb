import { json, useTestServer } from '../../testing/test-server';
import { replay } from './ledger';

/** Fund accounts as the replay of their ledgers, over HTTP on a fresh seeded database. */
const server = useTestServer();

const get = async (path: string) => json(await server.get(path, server.admin));
const post = async (path: string, body?: unknown) => json(await server.post(path, server.admin, body));
const TP = '/blade-tradePort';
const ledgerOf = async (accountNo: string) =>
  ((await get(`${TP}/useraccountlog/list?accountNo=${accountNo}&size=200`)).data.records as any[]).map((row) => ({
    flowType: row.flowType,
    amount: row.amount,
  }));

describe('fund accounts and their ledgers', () => {
  it('every seeded account’s figures are the replay of its ledger', async () => {
    const accounts = (await get(`${TP}/useraccount/list?size=50`)).data.records as any[];
    expect(accounts.length).toBeGreaterThan(5);
    for (const account of accounts) {
      const state = replay(await ledgerOf(account.accountNo));
      expect([account.accountNo, account.balance, account.frozenAmount, account.availableAmount]).toEqual([
        account.accountNo,
        state.balance,
        state.frozen,
        Math.round((state.balance - state.frozen) * 100) / 100,
      ]);
    }
  });

  it('a new ledger entry moves its account; removing it moves it back; the account form cannot set the figures', async () => {
    const [account] = (await get(`${TP}/useraccount/list?size=1`)).data.records as any[];
    expect(
      (
        await post(`${TP}/useraccountlog/submit`, {
          serialNo: 'LS-T-1',
          accountNo: account.accountNo,
          flowType: 1,
          amount: 10_000,
          balanceAfter: 1,
          remark: '网银转入',
        })
      ).code,
    ).toBe(200);
    const entry = (await get(`${TP}/useraccountlog/list?serialNo=LS-T-1`)).data.records[0];
    expect(entry).toEqual(
      expect.objectContaining({
        accountId: account.id,
        balanceBefore: account.balance,
        balanceAfter: Math.round((account.balance + 10_000) * 100) / 100,
      }),
    );
    expect((await get(`${TP}/useraccount/detail?id=${account.id}`)).data.balance).toBeCloseTo(account.balance + 10_000, 2);

    await post(`${TP}/useraccount/submit`, { id: account.id, balance: 1, frozenAmount: 0, remark: '核对' });
    expect((await get(`${TP}/useraccount/detail?id=${account.id}`)).data).toEqual(
      expect.objectContaining({ balance: Math.round((account.balance + 10_000) * 100) / 100, remark: '核对' }),
    );

    expect((await post(`${TP}/useraccountlog/remove?ids=${entry.id}`)).code).toBe(200);
    expect((await get(`${TP}/useraccount/detail?id=${account.id}`)).data.balance).toBe(account.balance);
  });
});

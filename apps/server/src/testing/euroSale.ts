import type { NoticeTeam } from './noticeTeam.js';

export type RateRow = { date: string; currency: string; rate: string };

/**
 * Beside a notice team's dollar ledger: a euro account that took `amount` on Friday 30 Oct 2026,
 * the team reporting in dollars with a $50,000 minimum, and `rates` stored (none: no rate at all).
 */
export async function addEuroSale(
  { team }: NoticeTeam,
  {
    amount,
    rates,
    lowCashThreshold,
  }: { amount: number; rates: RateRow[]; lowCashThreshold?: number },
): Promise<void> {
  const { owner, orgPath } = team;
  const euros = {
    id: 'eur',
    name: 'Euro account',
    kind: 'checking',
    currency: 'EUR',
    openingBalance: 0,
    openingDate: '2026-10-01',
    archived: false,
    ...(lowCashThreshold === undefined ? {} : { lowCashThreshold }),
  };
  await owner.agent.post(`${orgPath}/accounts`).send(euros).expect(201);
  const sale = {
    id: 'eur-sale',
    date: '2026-10-30',
    description: 'Lyon order',
    amount,
    type: 'inflow',
    category: 'Sales',
    accountId: 'eur',
  };
  await owner.agent
    .post(`${orgPath}/transactions`)
    .send({ transactions: [sale] })
    .expect(201);
  const settings = (await owner.agent.get(`${orgPath}/documents/settings`).expect(200)).body;
  await owner.agent
    .put(`${orgPath}/documents/settings`)
    .send({
      baseVersion: settings.version,
      value: { importLayouts: {}, cashMinimum: 50_000, reportingCurrency: 'USD' },
    })
    .expect(200);
  if (rates.length > 0) await owner.agent.post(`${orgPath}/rates`).send({ rates }).expect(200);
}

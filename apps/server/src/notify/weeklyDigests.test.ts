import { afterEach, describe, expect, it } from 'vitest';
import { NOTICE_PUBLIC_URL as PUBLIC, startNoticeTeam } from '../testing/noticeTeam.js';
import { mailText } from '../testing/receivedMail.js';
import type { NoticeTeam } from '../testing/noticeTeam.js';
import { createWeeklyDigests } from './weeklyDigests.js';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
let clock = 0;
let notices: NoticeTeam | undefined;
afterEach(async () => {
  await notices?.close();
  notices = undefined;
});

describe('the weekly digest by e-mail', { timeout: 120_000 }, () => {
  it('goes to those who chose it, on their own Monday morning, once a week, until they stop it', async () => {
    clock = Date.parse('2026-11-01T20:00:00Z');
    notices = await startNoticeTeam(() => new Date(clock));
    const { team, smtp, deps } = notices;
    const send = createWeeklyDigests(deps);
    await team.editor.agent
      .put(`${team.orgPath}/notifications`)
      .send({ digest: true, timeZone: 'Asia/Tokyo' })
      .expect(200);
    await team.viewer.agent
      .put(`${team.orgPath}/notifications`)
      .send({ digest: true, timeZone: 'America/New_York' })
      .expect(200);
    await team.viewer.agent
      .put(`${team.orgPath}/notifications`)
      .send({ timeZone: 'Moon/Base' })
      .expect(400);

    expect(await send()).toBe(0); // Monday 05:00 in Tokyo
    clock = Date.parse('2026-11-01T23:30:00Z'); // Monday 08:30 in Tokyo, Sunday in New York
    expect(await Promise.all([send(), send()])).toEqual(expect.arrayContaining([1, 0]));
    expect(smtp.received.map((mail) => mail.to)).toEqual([['eddie@example.com']]);
    clock = Date.parse('2026-11-02T12:30:00Z'); // Monday 07:30 in New York
    expect(await send()).toBe(1);
    expect(smtp.received.map((mail) => mail.to[0])).toEqual([
      'eddie@example.com',
      'vic@example.com',
    ]);

    const text = mailText(smtp.received[0]?.raw ?? '');
    expect(text).toContain('Subject: Your week in cash: $70,000, down $5,000');
    expect(text).toContain('Your week at “Harbor Lane Bakery”, with figures as of 30 Oct.');
    expect(text).toContain('Cash: $70,000');
    expect(text).toContain('Gusto payroll (Payroll), $15,000');
    expect(text).toContain(`Open Cashline: ${PUBLIC}/`);

    // The editor stops it with the link's form (a browser posts it with `Origin: null` under the
    // no-referrer policy); a week later only the viewer gets one.
    const link = /List-Unsubscribe: <([^>]+)>/.exec(text)?.[1] ?? '';
    await team.server.agent().post(link.slice(PUBLIC.length)).set('Origin', 'null').expect(200);
    await team.editor.agent
      .put(`${team.orgPath}/notifications`)
      .set('Origin', 'null')
      .send({ digest: true })
      .expect(403);
    smtp.received.length = 0;
    clock += WEEK_MS;
    expect(await send()).toBe(1);
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['vic@example.com']);
  });
});

import { type MailSink, startMailSink } from '@skelbimai/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createUser } from '../../../test/factories.ts';
import { reportTestOutcome, startTopUp } from '../../../test/wallet.ts';

let sink: MailSink;
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  sink = await startMailSink();
  app = await buildTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

describe('the top-up receipt', () => {
  it('is e-mailed to the payer once, when the wallet is credited', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 2);
    await reportTestOutcome(app, payment.id, payment.token, 2);
    await reportTestOutcome(app, payment.id, payment.token, 1);
    await reportTestOutcome(app, payment.id, payment.token, 1);
    await app.outbox.sendDue();
    const mail = await sink.latestTo(user.email ?? '');
    expect(mail.subject).toBe(`Sąskaita papildyta (${payment.identifier})`);
    expect(mail.text).toContain('Į sąskaitą įskaityta 11,00 €. Likutis dabar: 11,00 €.');
    expect(sink.inbox.items.filter((item) => item.to.includes(user.email ?? '-'))).toHaveLength(1);
  });
});

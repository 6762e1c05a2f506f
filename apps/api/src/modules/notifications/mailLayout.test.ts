import { emailKinds, type Post } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createUser } from '../../../test/factories.ts';
import { reminderMail } from '../expiry-reminders/reminderMail.ts';
import { messageMail } from '../messages/messageMail.ts';
import { priceDropMail } from '../price-drops/priceDropMail.ts';
import { alertMail } from '../saved-searches/alertMail.ts';
import { layoutMail, type MailBody, stoppableMail } from './mailLayout.ts';
import { describeUnsubscribe, type UnsubscribeTarget } from './unsubscribe.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const body: MailBody = { subject: 'Tema', text: ['pirma eilutė', '', 'antra'], html: ['<p>Pirma</p>'] };
const footerText =
  /\n\nNebenorite šių laiškų\? Atsisakykite vienu paspaudimu: (https?:\/\/\S+\/atsisakyti\?token=(\S+))\nPranešimų nustatymai: https?:\/\/\S+\/mano\/pranesimai\n\n(.+)$/;
const footerHtml =
  /\n<p style="color:#555">Nebenorite šių laiškų\? <a href="[^"]+\/atsisakyti\?token=[^"]+">Atsisakyti<\/a> · <a href="[^"]+\/mano\/pranesimai">Pranešimų nustatymai<\/a><\/p>$/;

describe('every e-mail a user can stop', () => {
  it('has the footer whose link stops that kind, and the one-click headers', async () => {
    const user = await createUser(app);
    const targets: UnsubscribeTarget[] = [
      { kind: 'savedSearch', userId: user.id, savedSearchId: 1 },
      ...emailKinds.map((kind) => ({ kind, userId: user.id })),
    ];
    for (const target of targets) {
      const mail = await stoppableMail(app.db, app.config.site, target, body);
      expect(mail.subject).toBe('Tema');
      expect(mail.text.startsWith('Sveiki,\n\npirma eilutė\n\nantra\n\nNebenorite')).toBe(true);
      const [, pageUrl, token = '', siteName] = footerText.exec(mail.text) ?? [];
      expect(pageUrl, target.kind).toBeDefined();
      expect(siteName).toBe(app.config.site.name);
      expect(mail.html.startsWith('<p>Pirma</p>\n')).toBe(true);
      expect(mail.html).toMatch(footerHtml);
      // The link's token names this kind: following it stops these e-mails and no other.
      expect(await describeUnsubscribe(app.db, decodeURIComponent(token))).toMatchObject({ kind: target.kind });
      expect(mail.headers['List-Unsubscribe']).toBe(
        `<${pageUrl?.replace('/atsisakyti?', '/api/savedsearches/unsubscribe?')}>`,
      );
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
  });
});

describe('the templates', () => {
  const site = { name: 'Kėdainių skelbimai', protocol: 'https', domain: 'skelbimai.example' } as typeof app.config.site;
  const ad = { id: 7, title: 'Dviratis', price: 120, location: 'Kėdainiai', pictureUploads: [] } as unknown as Post;

  it('build only their body: the greeting and the footer are the layout’s', () => {
    const bodies = [
      alertMail({ site, searchName: 'Dviračiai', query: 'searchKeyword=dviratis', ads: [ad] }),
      messageMail({ site, conversationId: 3, adTitle: 'Dviratis', texts: ['Ar dar yra?'] }),
      priceDropMail(site, [{ ad, was: 150 }]),
      reminderMail({ site, postId: 7, title: 'Dviratis', expiresAt: new Date(), renewUrl: 'https://x/pratesti' }),
    ];
    for (const { text, html } of bodies) {
      expect([...text, ...html].join('\n')).not.toMatch(/Sveiki|Nebenorite|Atsisakyti|Pranešimų nustatymai/);
    }
  });

  it('call the expiry reminders what they are', () => {
    const reminder = reminderMail({ site, postId: 7, title: 'D', expiresAt: new Date(), renewUrl: 'https://x/p' });
    const mail = layoutMail(site, reminder, 'https://skelbimai.example/atsisakyti?token=a');
    expect(mail.text).toContain(
      '\n\nNebenorite šių priminimų? Atsisakykite vienu paspaudimu: https://skelbimai.example/atsisakyti?token=a\n',
    );
    expect(mail.html).toContain('Nebenorite šių priminimų? <a href="https://skelbimai.example/atsisakyti?token=a">');
  });

  it('quote each unread message, escaped in the HTML', () => {
    const mail = layoutMail(site, messageMail({ site, conversationId: 3, adTitle: 'A<b>', texts: ['x', '<y>'] }), 'u');
    expect(mail.subject).toBe('Nauja žinutė: A<b>');
    expect(mail.text).toContain(
      'Sveiki,\n\njums parašė apie skelbimą „A<b>“, bet žinutė dar neperskaityta:\n\n„x“\n\n„<y>“\n\nAtsakyti: https://skelbimai.example/mano/zinutes/3\n\n',
    );
    expect(mail.html).toContain('„&lt;y&gt;“');
    expect(mail.html).not.toContain('<b>');
  });
});

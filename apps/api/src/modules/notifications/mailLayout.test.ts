import type { Post } from '@skelbimai/contract';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { reminderMail } from '../expiry-reminders/reminderMail.ts';
import { messageMail } from '../messages/messageMail.ts';
import { priceDropMail } from '../price-drops/priceDropMail.ts';
import { alertMail } from '../saved-searches/alertMail.ts';
import { type NotificationMail, notificationMail } from './mailLayout.ts';
import type { UnsubscribeTarget } from './unsubscribe.service.ts';

const site = { name: 'Kėdainių skelbimai', protocol: 'https', domain: 'skelbimai.example' } as AppConfig['site'];
const unsubscribeUrl = 'https://skelbimai.example/atsisakyti?token=a.b&x=1';
const ad = { id: 7, title: 'Dviratis', price: 120, location: 'Kėdainiai', pictureUploads: [] } as unknown as Post;

/** One mail of each kind a user can stop: a new kind does not compile until it is here. */
const mailOfKind: Record<UnsubscribeTarget['kind'], () => NotificationMail> = {
  savedSearch: () =>
    alertMail({ site, searchName: 'Dviračiai', query: 'searchKeyword=dviratis', ads: [ad], unsubscribeUrl }),
  messages: () => messageMail({ site, conversationId: 3, adTitle: 'Dviratis', texts: ['Ar dar yra?'], unsubscribeUrl }),
  priceDrops: () => priceDropMail(site, [{ ad, was: 150 }], unsubscribeUrl),
  expiryReminders: () =>
    reminderMail({
      site,
      postId: 7,
      title: 'Dviratis',
      expiresAt: new Date('2026-03-01T10:00:00Z'),
      renewUrl: 'https://skelbimai.example/pratesti?token=c.d',
      unsubscribeUrl,
    }),
};

describe('the e-mails a user can stop', () => {
  it.each(Object.entries(mailOfKind))('%s: ends with the unsubscribe link, the settings and the site', (_, mail) => {
    const { text, html } = mail();
    expect(text.startsWith('Sveiki,\n\n')).toBe(true);
    expect(text).toMatch(
      /\n\nNebenorite šių (laiškų|priminimų)\? Atsisakykite vienu paspaudimu: https:\/\/skelbimai\.example\/atsisakyti\?token=a\.b&x=1\nPranešimų nustatymai: https:\/\/skelbimai\.example\/mano\/pranesimai\n\nKėdainių skelbimai$/,
    );
    expect(html).toMatch(
      /\n<p style="color:#555">Nebenorite šių (laiškų|priminimų)\? <a href="https:\/\/skelbimai\.example\/atsisakyti\?token=a\.b&amp;x=1">Atsisakyti<\/a> · <a href="https:\/\/skelbimai\.example\/mano\/pranesimai">Pranešimų nustatymai<\/a><\/p>$/,
    );
  });
});

describe('notificationMail', () => {
  it('puts the body between the greeting and the footer', () => {
    const mail = notificationMail(site, { subject: 'S', text: ['a', '', 'b'], html: ['<p>a</p>'], unsubscribeUrl });
    expect(mail.subject).toBe('S');
    expect(mail.text.split('\n').slice(0, 6)).toEqual(['Sveiki,', '', 'a', '', 'b', '']);
    expect(mail.html.startsWith('<p>a</p>\n<p style="color:#555">')).toBe(true);
  });

  it('calls the expiry reminders what they are', () => {
    const mail = mailOfKind.expiryReminders();
    expect(mail.text).toContain('Nebenorite šių priminimų?');
    expect(mail.html).toContain('Nebenorite šių priminimų?');
  });

  it('quotes each unread message in the message e-mail, escaped in its HTML', () => {
    const mail = messageMail({ site, conversationId: 3, adTitle: 'A<b>', texts: ['x', '<y>'], unsubscribeUrl });
    expect(mail.subject).toBe('Nauja žinutė: A<b>');
    expect(mail.text).toContain(
      'jums parašė apie skelbimą „A<b>“, bet žinutė dar neperskaityta:\n\n„x“\n\n„<y>“\n\nAtsakyti: https://skelbimai.example/mano/zinutes/3',
    );
    expect(mail.html).toContain('„&lt;y&gt;“');
    expect(mail.html).not.toContain('<b>');
  });
});

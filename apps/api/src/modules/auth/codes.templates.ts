import { formatCode, limits } from '@skelbimai/contract';
import type { CodePurpose } from '../../db/schema/index.ts';

/** What a code is for, in the words of the message that carries it. */
const what: Record<CodePurpose, { subject: string; lead: string; sms: string }> = {
  recovery: {
    subject: 'prisijungimo kodas',
    lead: 'Jūsų vienkartinis prisijungimo kodas:',
    sms: 'prisijungimo kodas',
  },
  verifyEmail: {
    subject: 'el. pašto patvirtinimo kodas',
    lead: 'El. pašto adreso patvirtinimo kodas:',
    sms: 'patvirtinimo kodas',
  },
  changeEmail: {
    subject: 'naujo el. pašto patvirtinimo kodas',
    lead: 'Norėdami pakeisti paskyros el. pašto adresą į šį, įveskite kodą:',
    sms: 'patvirtinimo kodas',
  },
  verifyPhone: {
    subject: 'tel. numerio patvirtinimo kodas',
    lead: 'Tel. numerio patvirtinimo kodas:',
    sms: 'tel. numerio patvirtinimo kodas',
  },
  changePhone: {
    subject: 'naujo tel. numerio patvirtinimo kodas',
    lead: 'Naujo tel. numerio patvirtinimo kodas:',
    sms: 'naujo tel. numerio patvirtinimo kodas',
  },
  deleteAccount: {
    subject: 'paskyros ištrynimo kodas',
    lead: 'Norėdami ištrinti savo paskyrą, įveskite šį kodą:',
    sms: 'paskyros ištrynimo kodas',
  },
};

const minutes = limits.recoveryCodeMinutes;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The e-mail with a code: subject with the site's name, the code as 'AB-12345', how long it is valid. */
export function codeMail(siteName: string, purpose: CodePurpose, prefix: string, code: string) {
  const words = what[purpose];
  const shown = formatCode(prefix, code);
  const ignore =
    purpose === 'recovery'
      ? 'Jei kodo neprašėte, šį laišką galite ignoruoti: be kodo niekas negali prisijungti prie jūsų paskyros.'
      : 'Jei to neprašėte, šį laišką galite ignoruoti.';
  const validity = `Kodas galioja ${minutes} minučių ir tik vieną kartą. Po 3 neteisingų bandymų jis nebegalioja.`;
  const text = ['Sveiki,', '', words.lead, '', `    ${shown}`, '', validity, ignore, '', siteName].join('\n');
  const html = [
    '<p>Sveiki,</p>',
    `<p>${escapeHtml(words.lead)}</p>`,
    `<p style="font-size:24px;font-weight:bold;letter-spacing:2px">${shown}</p>`,
    `<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(siteName)}</p>`,
  ].join('\n');
  return { subject: `${siteName}: ${words.subject} ${shown}`, text, html };
}

/** The SMS with a code: Lithuanian letters make it UCS-2 (70 characters a part), so it stays short. */
export function codeSms(siteName: string, purpose: CodePurpose, prefix: string, code: string): string {
  return `${siteName} ${what[purpose].sms}: ${formatCode(prefix, code)}. Galioja ${minutes} min.`;
}

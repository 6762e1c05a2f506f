import type { MailSink } from '@skelbimai/test-fakes';

/** The token of the appeal link in a statement e-mail (…/skundas?token=…), decoded. */
export function appealTokenIn(text: string | undefined): string {
  const match = /\/skundas\?token=([^\s]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no appeal link in: ${text}`);
  return decodeURIComponent(match[1]);
}

export const mailsTo = (sink: MailSink, address: string) =>
  sink.inbox.items.filter((mail) => mail.to.includes(address));

import { startMailSink, startPushServiceFake, startTwilioFake } from '@skelbimai/test-fakes';
import { fakes } from './fakes.ts';

/**
 * The outside services the API talks to during the journeys: a real SMTP server that keeps the mail,
 * a stand-in for Twilio's Messages API and a Web Push service. Both listen on fixed loopback ports that
 * playwright.config.ts hands to the API; tests read what was "sent" over their HTTP inspection APIs.
 * The returned function is Playwright's teardown.
 */
export default async function globalSetup() {
  const mail = await startMailSink({ smtpPort: fakes.smtpPort, httpPort: fakes.mailHttpPort });
  const sms = await startTwilioFake({
    port: fakes.twilioPort,
    accountSid: fakes.twilioAccountSid,
    authToken: fakes.twilioAuthToken,
  });
  const push = await startPushServiceFake({ port: fakes.pushPort });
  return async () => {
    await Promise.all([mail.close(), sms.close(), push.close()]);
  };
}

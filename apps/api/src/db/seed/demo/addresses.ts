/**
 * The demo sellers' e-mail addresses. `example.com` is a reserved domain, so mail to them reaches nobody; the
 * development mail transport keeps such mail without a log line each, so the first start's notices to the demo
 * sellers (expiry reminders) do not bury the line that says where the portal listens.
 */
export const demoSellerEmail = (number: number) => `demo.${number}@example.com`;

export const isDemoSellerEmail = (address: string) => /^demo\.\d+@example\.com$/i.test(address);

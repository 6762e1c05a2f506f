// The outbox module's public entry: what the rest of the API uses of it.
export { enqueueMail, enqueueMails, enqueuePush, enqueueSms } from './outbox.ts';
export { registerOutbox } from './register.ts';
export { deleteOldOutboxRows } from './retention.ts';
export type { OutboxSender } from './sender.ts';

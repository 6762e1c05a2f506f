import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '../../db/client.ts';
import { MessageHub } from './hub.ts';
import { StreamCaps } from './streamCaps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messageHub: MessageHub;
    /** Open message streams' responses: ended when the app closes, or closing would wait for them. */
    messageStreams: Set<ServerResponse>;
    /** How many of them one account and one client address may hold open. */
    messageStreamCaps: StreamCaps;
  }
}

/** `app.messageHub`: this process's open message streams; on PostgreSQL it listens for other processes' news. */
export async function registerMessageHub(app: FastifyInstance, database: DatabaseConnection): Promise<void> {
  const hub = new MessageHub(database.db, database.kind, app.log);
  app.decorate('messageHub', hub);
  app.decorate('messageStreams', new Set<ServerResponse>());
  app.decorate('messageStreamCaps', new StreamCaps(app.config.messageStreams));
  await hub.listen(database);
  app.addHook('preClose', async () => {
    for (const response of app.messageStreams) response.end();
    await hub.close();
  });
}

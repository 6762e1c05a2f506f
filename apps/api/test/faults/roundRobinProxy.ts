import { connect, createServer, type Socket } from 'node:net';

/**
 * One port in front of several servers, as a reverse proxy (nginx's upstream, HAProxy) puts them: each new
 * TCP connection goes to the next server in turn. `served` counts the connections each server was given.
 */
export interface RoundRobinProxy {
  url: string;
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: { host: string; port: number }[]): Promise<RoundRobinProxy> {
  const sockets = new Set<Socket>();
  const served = targets.map(() => 0);
  let next = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = targets[index] as { host: string; port: number };
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

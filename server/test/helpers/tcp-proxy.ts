import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP hop between the app and PostgreSQL that a test can cut: every connection through it is
 * reset and new ones are refused until `restore`, as when the database host goes away. Only this
 * test's connections pass through it, so other users of the same PostgreSQL are untouched.
 */
export type TcpProxy = { port: number; cut(): void; restore(): void; close(): Promise<void> };

export async function tcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let up = true;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    if (!up) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(port, host);
    track(client);
    track(upstream);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  return {
    port: address.port,
    cut() {
      up = false;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      up = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

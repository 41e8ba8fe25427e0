import { createSocket, type Socket } from "node:dgram";
import { once } from "node:events";
import { type A2sServerInfo, answerQuery, challengeKeeper } from "./a2s.js";
import type { GameServerProvider, GameServerSpec } from "./provider.js";
import { queryGameServer } from "./query.js";

const PROVIDER = "The sandbox";

/**
 * SERVER_PROVIDER=sandbox (the default; docs/operations.md#game-servers): each server is a UDP
 * socket in this process that answers the Source query protocol with the requested name, map and
 * slots on a port of its own, so the whole feature runs offline. Nobody can play on it. Its ref is
 * its port; the sockets close when the app does, and the expiry job opens them again after a
 * restart for the servers still due to run.
 */
export function sandboxProvider(host: string): GameServerProvider {
  const sockets = new Map<number, Socket>();
  const challengeFor = challengeKeeper();

  async function listen(port: number, spec: GameServerSpec): Promise<number> {
    const socket = createSocket("udp4");
    const info: A2sServerInfo = {
      name: spec.name,
      map: spec.map,
      maxPlayers: spec.slots,
      port: 0,
      hasPassword: spec.password !== "",
      keywords: `fragboard,sandbox,${spec.type}`,
    };
    socket.on("message", (packet, from) => {
      const answer = answerQuery(packet, info, challengeFor(from.address, from.port));
      if (answer) socket.send(answer, from.port, from.address);
    });
    // A stray ICMP error must not take the app down; the socket just carries on.
    socket.on("error", () => {});
    socket.bind(port, host);
    await Promise.race([
      once(socket, "listening"),
      once(socket, "error").then(([error]) => {
        throw error;
      }),
    ]);
    info.port = socket.address().port;
    sockets.set(info.port, socket);
    return info.port;
  }

  async function stopPort(port: number) {
    const socket = sockets.get(port);
    if (!socket) return;
    sockets.delete(port);
    await new Promise<void>((resolve) => socket.close(() => resolve()));
  }

  return {
    kind: "sandbox",
    async start(spec) {
      // Port 0: the system picks a free one, so parallel apps (and tests) never collide.
      const port = await listen(0, spec);
      return { ref: String(port), port };
    },
    stop: (ref) => stopPort(Number(ref)),
    details: (ref) => queryGameServer(PROVIDER, host === "0.0.0.0" ? "127.0.0.1" : host, Number(ref)),
    connectHost: () => host,
    async resume(ref, spec) {
      const port = Number(ref);
      if (sockets.has(port)) return true;
      try {
        await listen(port, spec);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.all([...sockets.keys()].map(stopPort));
    },
  };
}

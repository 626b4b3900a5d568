import { Server as NetServer } from "node:net";
import type { Server } from "node:http";

export type DrainOptions = {
  /** Give up waiting after this long (the requests still running then lose their connections). */
  timeoutMs: number;
  /** Done once no request has been in flight for this long: bytes already sent still get parsed. */
  quietMs: number;
};

/**
 * Counts the requests in flight on `server`, so a shutdown can wait for them. Call before listening.
 *
 * Closing the HTTP server directly does not do: it cuts the connections Node deems idle, which include
 * ones whose request has not been read yet, and Fastify answers 503 to every request it reads once it is
 * closing. `drain` instead stops accepting connections, answers everything already sent on the open ones
 * (asking clients not to keep them alive), and resolves when nothing has been in flight for a moment.
 */
export function trackRequestsInFlight(server: Server) {
  let inFlight = 0;
  let draining = false;
  server.on("request", (_request, response) => {
    inFlight += 1;
    if (draining) response.shouldKeepAlive = false;
    response.once("close", () => {
      inFlight -= 1;
    });
  });

  async function drain({ timeoutMs, quietMs }: DrainOptions): Promise<{ drained: boolean }> {
    draining = true;
    // net.Server's close stops accepting connections without http.Server's cut of "idle" ones.
    NetServer.prototype.close.call(server);
    const deadline = Date.now() + timeoutMs;
    const step = Math.max(10, Math.floor(quietMs / 4));
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, step));
      if (inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return { drained: true };
    }
    return { drained: false };
  }

  return { drain, inFlight: () => inFlight };
}

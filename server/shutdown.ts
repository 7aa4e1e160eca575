import { Server as NetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';

/**
 * Graceful stop for an HTTP server: stop accepting, let every request in flight finish (up to a
 * grace period), then close the connections.
 *
 * Node's own `server.close()` also closes every connection without a request in progress at that
 * instant, and that includes a connection whose request has arrived but not been read yet (the
 * event loop was busy with another one): its client sees a reset for a request it did send. So
 * connections are tracked here, and one is closed only once it has been seen without a request
 * twice in a row, with the event loop's I/O in between.
 */
export function trackConnections(server: Server) {
  const active = new Map<Socket, number>();
  let lastConnection = 0;
  server.on('connection', (socket: Socket) => {
    lastConnection = Date.now();
    active.set(socket, 0);
    socket.once('close', () => active.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    active.set(socket, (active.get(socket) ?? 0) + 1);
    res.once('close', () => {
      if (active.has(socket)) active.set(socket, Math.max(0, (active.get(socket) ?? 1) - 1));
    });
  });

  return {
    /** Resolves once every connection is closed; `graceMs` later, whatever is left is cut. */
    async stop(graceMs: number, onGraceOver: () => void): Promise<void> {
      const deadline = Date.now() + graceMs;
      // Connections the system has accepted but Node has not taken yet (its event loop was busy)
      // would be reset by closing the listener: keep taking them until none has come for a
      // moment (health answers 503 meanwhile, so a load balancer sends no more).
      while (Date.now() - lastConnection < QUIET_MS && Date.now() < deadline - graceMs / 2) {
        await tick();
      }
      // Stop accepting, without Node's immediate close of "idle" connections.
      NetServer.prototype.close.call(server);
      const idleOnce = new Set<Socket>();
      while (active.size > 0) {
        if (Date.now() >= deadline) {
          onGraceOver();
          for (const socket of active.keys()) socket.destroy();
          break;
        }
        for (const [socket, requests] of active) {
          if (requests > 0) idleOnce.delete(socket);
          else if (idleOnce.has(socket)) socket.end();
          else idleOnce.add(socket);
        }
        await tick();
      }
    },
  };
}

const QUIET_MS = 250;

/** A timer, then the I/O phase: whatever has arrived meanwhile is read in between. */
async function tick() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setImmediate(resolve));
}

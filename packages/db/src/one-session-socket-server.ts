import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from "@electric-sql/pglite-socket";

/** How long a connection waits for the one session before it is refused (pglite-socket's own queue timeout). */
const DEFAULT_CONNECTION_WAIT_MS = 60_000;

/**
 * PGlite's one session served over the PostgreSQL wire protocol, to one connection at a time, each starting
 * from a clean session as on a real server.
 *
 * Why not PGLiteSocketServer itself (0.2.17): it hands every new connection the session exactly as the last
 * client left it, so a client that reconnects (pg's pool closes a connection idle for 10 s, and destroys one
 * after any query error, then opens a new one) finds the old client's named prepared statements still there:
 * `prepared statement "tactica-store-command" already exists`, HTTP 500 on every command. It also turns a new
 * connection away ("Too many connections") while it has not yet noticed the previous one close, which is what
 * the pool does right after an error. Here, connections queue for the session (up to `connectionWaitMs`), and
 * between two of them the session is reset: an open transaction rolled back, then DISCARD ALL (prepared
 * statements, cursors/portals, settings, temp tables, advisory locks, LISTENs). The wire protocol handling
 * itself stays pglite-socket's PGLiteSocketHandler.
 */
export class OneSessionSocketServer {
  readonly #db: PGlite;
  readonly #connectionWaitMs: number;
  readonly #server: Server;
  /** Connections waiting for the session, in arrival order, each with its wait timer. */
  readonly #waiting = new Map<Socket, NodeJS.Timeout>();
  /** Every open socket (waiting, served, or refused and not yet closed by its client): stop() destroys them. */
  readonly #sockets = new Set<Socket>();
  #current: Promise<void> | null = null;
  #endCurrent: (() => void) | null = null;
  #stopped = false;

  constructor(db: PGlite, options: { connectionWaitMs?: number } = {}) {
    this.#db = db;
    this.#connectionWaitMs = options.connectionWaitMs ?? DEFAULT_CONNECTION_WAIT_MS;
    this.#server = createServer((socket) => this.#accept(socket));
  }

  /** Listens on host:port (0 = a free port) and resolves with the port. */
  async listen(host: string, port: number): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once("error", reject);
      this.#server.listen(port, host, () => {
        this.#server.off("error", reject);
        resolve();
      });
    });
    return (this.#server.address() as AddressInfo).port;
  }

  /** Drops waiting connections, closes the served one (rolling back its transaction) and stops listening. */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const socket of [...this.#waiting.keys()]) {
      this.#leaveQueue(socket);
      socket.destroy();
    }
    const closed = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    this.#endCurrent?.();
    await this.#current;
    for (const socket of this.#sockets) socket.destroy();
    await closed;
  }

  #accept(socket: Socket): void {
    if (this.#stopped) {
      socket.destroy();
      return;
    }
    this.#sockets.add(socket);
    socket.on("close", () => this.#sockets.delete(socket));
    socket.on("error", () => undefined); // a waiting client that resets its connection; it leaves the queue on close
    socket.once("close", () => this.#leaveQueue(socket));
    const timer = setTimeout(() => {
      this.#leaveQueue(socket);
      refuse(socket, `the embedded database serves one connection at a time and stayed busy for ${this.#connectionWaitMs} ms`);
    }, this.#connectionWaitMs);
    this.#waiting.set(socket, timer.unref());
    this.#serveNext();
  }

  #leaveQueue(socket: Socket): void {
    clearTimeout(this.#waiting.get(socket));
    this.#waiting.delete(socket);
  }

  #serveNext(): void {
    if (this.#current || this.#stopped) return;
    const next = this.#waiting.keys().next();
    if (next.done) return;
    this.#leaveQueue(next.value);
    this.#current = this.#serve(next.value).finally(() => {
      this.#current = null;
      this.#serveNext();
    });
  }

  /** Resets the session, serves one client until it disconnects (or the server stops), then detaches it. */
  async #serve(socket: Socket): Promise<void> {
    try {
      await resetSession(this.#db);
    } catch (error) {
      refuse(socket, `could not reset the session for a new connection: ${(error as Error).message}`);
      return;
    }
    // Closed while the session was being reset: nobody to serve. Checked synchronously before attach, so a close
    // that has not happened yet reaches the handler's own listener.
    if (socket.destroyed || this.#stopped) {
      socket.destroy();
      return;
    }
    const handler = new PGLiteSocketHandler({ queryQueue: oneSessionQueue(this.#db), closeOnDetach: true });
    const ended = new Promise<void>((resolve) => {
      handler.addEventListener("close", () => resolve());
      handler.addEventListener("error", () => resolve());
      this.#endCurrent = resolve;
    });
    await handler.attach(socket);
    await ended;
    this.#endCurrent = null;
    // Idempotent; waits for the rollback of a transaction the client left open, and destroys the socket (whose
    // listeners, ours included, the handler removes).
    await handler.detach(true);
    socket.destroy();
    this.#sockets.delete(socket);
  }
}

/** Ends what the previous client left: a pending extended-protocol exchange, a transaction, then DISCARD ALL. */
async function resetSession(db: PGlite): Promise<void> {
  // Sync ends an extended-protocol exchange (after an error there the backend skips messages until a Sync).
  // (Its ReadyForQuery is dropped here: a raw call would hand it to the previous client's callback.)
  await db.runExclusive(() => db.execProtocolRawStream(SYNC, { syncToFs: false, onRawData: () => undefined }));
  if (db.isInTransaction()) await db.exec("ROLLBACK");
  await db.exec("DISCARD ALL");
}

const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

/**
 * The query queue PGLiteSocketHandler expects (it calls exactly these methods in pglite-socket 0.2.17). With one
 * connection at a time there is nothing to interleave: each message runs under PGlite's own query lock, in order.
 */
function oneSessionQueue(db: PGlite): PGLiteSocketHandlerOptions["queryQueue"] {
  const queue = {
    enqueue: async (_handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> => {
      let bytes = 0;
      await db.runExclusive(() => db.execProtocolRawStream(message, { onRawData: (data) => {
        bytes += data.length;
        onData(data);
      } }));
      return bytes;
    },
    clearQueueForHandler: (): void => undefined,
    clearTransactionIfNeeded: async (): Promise<void> => {
      if (db.isInTransaction()) await db.exec("ROLLBACK");
    },
    getQueueLength: (): number => 0,
  };
  // QueryQueueManager is not exported (a class with private fields); the handler only uses the methods above.
  return queue as unknown as PGLiteSocketHandlerOptions["queryQueue"];
}

/** Sends a FATAL ErrorResponse (SQLSTATE 53300 too_many_connections) so the client reports a readable reason. */
function refuse(socket: Socket, message: string): void {
  const body = new TextEncoder().encode(`SFATAL\0VFATAL\0C53300\0M${message}\0\0`);
  const out = Buffer.alloc(5 + body.length);
  out[0] = 0x45;
  out.writeInt32BE(4 + body.length, 1);
  out.set(body, 5);
  socket.end(out);
  setTimeout(() => socket.destroy(), 1_000).unref(); // a client that does not close its side after the error
}

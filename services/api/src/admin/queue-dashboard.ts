import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { KeyLookup } from "../auth/authenticate";
import { keyFromHeader } from "../auth/authenticate";
import { hasScope } from "../auth/scopes";
import type { BullQueueView } from "./bull-queue";

export const DASHBOARD_PATH = "/admin/queues";
/** A browser sends the key as this cookie (set by the sign-in page below, scoped to the dashboard's path). */
export const DASHBOARD_COOKIE = "tactica_admin_key";

/** The admin key of a request: `Authorization: Bearer <key>`, else the dashboard cookie. */
function keyOf(request: FastifyRequest): { key: string | null; sent: boolean } {
  const auth = request.headers.authorization;
  if (auth) return { key: keyFromHeader(auth), sent: true };
  const cookie = (request.headers.cookie ?? "").split(";").map((c) => c.trim()).find((c) => c.startsWith(`${DASHBOARD_COOKIE}=`));
  if (!cookie) return { key: null, sent: false };
  try {
    return { key: decodeURIComponent(cookie.slice(DASHBOARD_COOKIE.length + 1)) || null, sent: true };
  } catch {
    return { key: null, sent: true };
  }
}

const SIGN_IN = `<!doctype html><meta charset="utf-8"><title>Queue dashboard: admin key</title>
<p>The queue dashboard needs an API key with the admin scope.</p>
<form id="f"><input id="k" type="password" autocomplete="off" placeholder="admin API key" size="50"> <button>Open</button></form>
<script>document.getElementById("f").onsubmit=function(e){e.preventDefault();document.cookie="${DASHBOARD_COOKIE}="+encodeURIComponent(document.getElementById("k").value)+"; path=${DASHBOARD_PATH}; SameSite=Strict";location.reload();};</script>`;

function refuse(request: FastifyRequest, reply: FastifyReply, status: 401 | 403, code: string, message: string) {
  // A browser asking for the page gets the sign-in form; API calls and scripts get JSON.
  if (status === 401 && request.method === "GET" && (request.headers.accept ?? "").includes("text/html")) {
    return reply.code(401).type("text/html; charset=utf-8").header("cache-control", "no-store").send(SIGN_IN);
  }
  return reply.code(status).type("application/json").send({ errors: [{ message, extensions: { code } }] });
}

/**
 * The admins' queue dashboard (bull-board) at /admin/queues, behind an API key with the admin scope: no key or an
 * unknown/revoked one is 401 auth/unauthenticated, a key without admin is 403 auth/forbidden. Without a BullMQ queue
 * (jobs in-process) the path answers 404 request/not_found to an admin.
 */
export async function installQueueDashboard(app: FastifyInstance, p: { authenticate: (key: string | null) => Promise<KeyLookup>; bull?: BullQueueView }): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request, reply) => {
      const { key, sent } = keyOf(request);
      if (!key) return refuse(request, reply, 401, "auth/unauthenticated", sent ? "The API key is unknown or revoked." : "The queue dashboard needs an admin API key (Authorization: Bearer <key>).");
      const found = await p.authenticate(key);
      if (found.kind !== "client") return refuse(request, reply, 401, "auth/unauthenticated", "The API key is unknown or revoked.");
      if (!hasScope(found.client.scopes, "admin")) return refuse(request, reply, 403, "auth/forbidden", "The queue dashboard needs the admin scope.");
      reply.header("cache-control", "no-store");
      return undefined;
    });
    if (!p.bull) {
      const none = async (_r: FastifyRequest, reply: FastifyReply) =>
        reply.code(404).send({ errors: [{ message: "No BullMQ queue: without REDIS_URL jobs run inside the API process.", extensions: { code: "request/not_found" } }] });
      scope.get(DASHBOARD_PATH, none);
      scope.get(`${DASHBOARD_PATH}/*`, none);
      return;
    }
    const adapter = new FastifyAdapter();
    adapter.setBasePath(DASHBOARD_PATH);
    createBullBoard({ queues: [new BullMQAdapter(p.bull.queue)], serverAdapter: adapter, options: { uiConfig: { boardTitle: "Tactica jobs" } } });
    await scope.register(adapter.registerPlugin(), { prefix: DASHBOARD_PATH });
  });
}

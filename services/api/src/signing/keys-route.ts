import type { FastifyInstance } from "fastify";
import { keyringOf, publishedKeys } from "./keyring";
import type { SigningKeyring } from "./keyring";

/** Where the public keys of record signatures are published (docs/signed-records.md). */
export const SIGNING_KEYS_PATH = "/.well-known/tactica-signing-keys.json";

/** GET SIGNING_KEYS_PATH: every key that verifies records (a JWK set), and which one signs now. Public, cacheable. */
export function installSigningKeysRoute(app: FastifyInstance, deps: { readonly signing?: SigningKeyring }): void {
  const ring = keyringOf(deps);
  const body = { signing: ring.signer.keyId, keys: publishedKeys(ring) };
  app.get(SIGNING_KEYS_PATH, async (_request, reply) => reply.header("cache-control", "public, max-age=300").send(body));
}

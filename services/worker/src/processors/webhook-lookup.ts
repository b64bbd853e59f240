import type { LookupAddress, LookupOptions } from "node:dns";
import { isIP } from "node:net";
import { checkAddresses, systemResolve } from "./webhook-target";
import type { Resolve, WebhookPolicy } from "./webhook-target";

/** A refused address at connection time; the delivery fails for good (retrying reaches the same host). */
export class WebhookAddressRefused extends Error {
  constructor(readonly reason: string, message: string) {
    super(message);
    this.name = "WebhookAddressRefused";
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` given to http(s).request: resolves the host, refuses it unless every address passes the policy, and
 * hands the checked addresses to the socket. The connection goes to what was checked, so an answer that changes
 * after the registration or pre-delivery check (DNS rebinding) cannot slip a private address in.
 */
export function createGuardedLookup(policy: WebhookPolicy, resolve: Resolve = systemResolve) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        const refused = checkAddresses(hostname, addresses, policy);
        if (refused) return callback(new WebhookAddressRefused(refused.reason, refused.message), "");
        const all = addresses.map((address) => ({ address, family: isIP(address) }));
        const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        const first = wanted[0];
        if (!first) return callback(Object.assign(new Error(`${hostname} has no IPv${String(options.family)} address`), { code: "ENOTFOUND" }), "");
        return options.all ? callback(null, wanted) : callback(null, first.address, first.family);
      },
      (err: unknown) => callback(Object.assign(new Error(`${hostname} does not resolve: ${err instanceof Error ? err.message : String(err)}`), { code: "ENOTFOUND" }), ""),
    );
  };
}

import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { TacticaError, toTacticaError } from "./errors";
import type { GraphQLErrorBody } from "./errors";

/** Where the API is and who calls it. */
export interface ConnectOptions {
  /** The server's base URL (`http://127.0.0.1:4000`) or its `/graphql` endpoint. */
  readonly url: string;
  /** An API key (`tk_...`) with the scopes the calls need (play to create, join and submit). */
  readonly apiKey: string;
  /** How often a `429 rate/limited` answer is waited out and sent again (default 3). */
  readonly rateLimitRetries?: number;
  /** The WebSocket class for subscriptions; default: the global one, else the `ws` package (Node 20). */
  readonly webSocketImpl?: unknown;
}

/** A typed operation: a generated document and its variables. */
export type Operation<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

/** The endpoint of `url` (a base URL gets `/graphql`). */
export function toEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, "");
  return trimmed.endsWith("/graphql") ? trimmed : `${trimmed}/graphql`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POSTs typed operations to the API with the key (and a seat token), waiting out rate limits. */
export class Transport {
  readonly endpoint: string;
  /** HTTP requests sent, retries included (for budgets: docs/api.md Limits). */
  requests = 0;

  constructor(readonly options: ConnectOptions) {
    this.endpoint = toEndpoint(options.url);
  }

  /** Sends one operation; answers its data or throws the first error as a TacticaError. */
  async request<TResult, TVariables>(op: Operation<TResult, TVariables>, variables: TVariables, seatToken?: string): Promise<TResult> {
    const retries = this.options.rateLimitRetries ?? 3;
    for (let attempt = 0; ; attempt++) {
      this.requests += 1;
      const res = await fetch(this.endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${this.options.apiKey}`,
          ...(seatToken ? { "x-seat-token": seatToken } : {}),
        },
        body: JSON.stringify({ query: op.toString(), variables }),
      });
      if (res.status === 429 && attempt < retries) {
        await sleep(1000 * Math.min(60, Number(res.headers.get("retry-after") ?? "1") || 1));
        continue;
      }
      const text = await res.text();
      let body: { data?: TResult | null; errors?: GraphQLErrorBody[] };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        throw new TacticaError(`HTTP ${res.status} from ${this.endpoint}: ${text.slice(0, 200)}`, "client/http", { status: res.status });
      }
      if (body.errors?.length) throw toTacticaError(body.errors);
      if (body.data == null) throw new TacticaError(`HTTP ${res.status} without data`, "client/http", { status: res.status });
      return body.data;
    }
  }
}

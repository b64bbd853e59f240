/** The API client behind a request's key (never the key itself). */
export type ClientInfo = {
  readonly id: string;
  readonly name: string;
  readonly scopes: readonly string[];
  readonly rateLimitPerMinute: number;
};

/** Who is calling: the key's client (null when anonymous) and the seat token sent with the request, if any. */
export type Caller = {
  readonly client: ClientInfo | null;
  readonly seatToken: string | null;
};

/** An anonymous caller: public read-only queries only. */
export const ANONYMOUS: Caller = Object.freeze({ client: null, seatToken: null });

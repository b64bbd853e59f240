import { LegalActionsDocument, MatchStateDocument, SubmitCommandDocument, TurnDocument } from "./generated/graphql";
import type { MatchStateQuery, MatchStatus, SubmitCommandMutation } from "./generated/graphql";
import { TacticaError } from "./errors";
import type { Transport } from "./transport";
import { openMatchSignal } from "./updates";

/**
 * One entry of `legalActions` (a JSON list in the schema): a command the seat may submit now. `details` is the
 * ruleset's extra (e.g. a plot step's cost); submit sends `type` and `payload` only.
 */
export interface LegalAction {
  readonly type: string;
  readonly payload: unknown;
  readonly details?: unknown;
}

/** What `submitCommand` answered: CommandAccepted or CommandRejected. */
export type SubmitResult = SubmitCommandMutation["submitCommand"];

/** A moment the seat may act: the match's event number, the seat's view and the commands it may submit. */
export interface Turn {
  readonly eventNumber: number;
  /** The engine's view for this seat (round, step, actors, game as this seat may see them). */
  readonly view: unknown;
  readonly actions: readonly LegalAction[];
}

export interface SubmitOptions {
  /** Sent again unchanged on every retry, so a command is applied at most once (default: a fresh UUID). */
  readonly idempotencyKey?: string;
  /** Refuse (match/stale_event_number) unless the match is still at this event. */
  readonly expectedEventNumber?: number;
  /** How often `match/busy` is retried with the same key (default 6, backing off from 50 ms). */
  readonly busyRetries?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A claimed seat of a match: its token acts and sees as that seat. */
export class Seat {
  constructor(
    private readonly transport: Transport,
    readonly matchId: string,
    readonly seat: string,
    /** The seat token (`st_...`), sent as X-Seat-Token. */
    readonly token: string,
  ) {}

  /** The match as this seat sees it. */
  async match(): Promise<MatchStateQuery["match"]> {
    return (await this.transport.request(MatchStateDocument, { id: this.matchId }, this.token)).match;
  }

  /** The commands this seat may submit now. */
  async legalActions(): Promise<LegalAction[]> {
    return (await this.transport.request(LegalActionsDocument, { matchId: this.matchId }, this.token)).legalActions as LegalAction[];
  }

  /** Submits a command as this seat, with an idempotency key, sending it again (same key) while the match is busy. */
  async submit(action: Pick<LegalAction, "type" | "payload">, options: SubmitOptions = {}): Promise<SubmitResult> {
    const input = {
      matchId: this.matchId, type: action.type, payload: action.payload,
      idempotencyKey: options.idempotencyKey ?? globalThis.crypto.randomUUID(),
      ...(options.expectedEventNumber === undefined ? {} : { expectedEventNumber: options.expectedEventNumber }),
    };
    const retries = options.busyRetries ?? 6;
    for (let attempt = 0; ; attempt++) {
      try {
        return (await this.transport.request(SubmitCommandDocument, { input }, this.token)).submitCommand;
      } catch (e) {
        if (!(e instanceof TacticaError) || e.code !== "match/busy" || attempt >= retries) throw e;
        await sleep(50 * 2 ** attempt);
      }
    }
  }

  /**
   * "Your turn": yields each time this seat has commands to submit, after every change of the match, and returns
   * when the match is over. Updates come from the `matchEvents` subscription; each yield costs one query (view +
   * legal actions). A turn not acted on is not yielded again until the match moves.
   */
  async *turns(options: { readonly pollMs?: number } = {}): AsyncGenerator<Turn, MatchStatus> {
    const signal = await openMatchSignal(this.transport, this.matchId, this.token);
    try {
      let yielded = -1;
      for (;;) {
        const { match, legalActions } = await this.transport.request(TurnDocument, { matchId: this.matchId }, this.token);
        if (match.status !== "active" && match.status !== "open") return match.status;
        const actions = legalActions as LegalAction[];
        if (match.status === "active" && actions.length > 0 && match.lastEventNumber !== yielded) {
          yielded = match.lastEventNumber;
          yield { eventNumber: match.lastEventNumber, view: match.view, actions };
          continue;
        }
        await signal.waitPast(match.lastEventNumber, options.pollMs ?? 2_000);
      }
    } finally {
      await signal.close();
    }
  }
}

import { LegalActionsDocument, MatchStateDocument, SubmitCommandDocument } from "./generated/graphql";
import type { MatchStateQuery, MatchStatus, SubmitCommandMutation } from "./generated/graphql";
import { TacticaError } from "./errors";
import type { Transport } from "./transport";
import { openYourTurn } from "./updates";

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

  /** The event number of this seat's last accepted command: a stream message older than it is stale. */
  private accepted = -1;

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
        const result = (await this.transport.request(SubmitCommandDocument, { input }, this.token)).submitCommand;
        if (result.__typename === "CommandAccepted") this.accepted = Math.max(this.accepted, result.eventNumber);
        return result;
      } catch (e) {
        if (!(e instanceof TacticaError) || e.code !== "match/busy" || attempt >= retries) throw e;
        await sleep(50 * 2 ** attempt);
      }
    }
  }

  /**
   * "Your turn": yields each time this seat may act (it is among the actors and has legal actions), after every
   * change of the match, and returns the final status when the match is over. It listens on the `yourTurn`
   * subscription, which brings the view and the legal actions with each change, so a bot sends nothing but its
   * commands. Changes that arrived while the caller was busy collapse to the newest; `after` (an event number seen
   * before) resumes a stream.
   */
  async *turns(options: { readonly after?: number } = {}): AsyncGenerator<Turn, MatchStatus | undefined> {
    const stream = await openYourTurn(this.transport, this.matchId, this.token, options.after);
    try {
      let yielded = -1;
      let status: MatchStatus | undefined;
      for (let msg = await stream.next(); msg; msg = await stream.next()) {
        status = msg.status;
        if (status !== "active") { if (status !== "open") return status; continue; }
        const actions = msg.legalActions as LegalAction[];
        // A message sent before this seat's own last command landed would offer what that command changed.
        if (!msg.canAct || actions.length === 0 || msg.eventNumber === yielded || msg.eventNumber < this.accepted) continue;
        yielded = msg.eventNumber;
        yield { eventNumber: msg.eventNumber, view: msg.match.view, actions };
      }
      return status;
    } finally {
      await stream.close();
    }
  }
}

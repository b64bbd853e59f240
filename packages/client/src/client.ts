import { CreateMatchDocument, ExportMatchDocument, JoinMatchDocument, ScenariosDocument, VerifyMatchDocument } from "./generated/graphql";
import type { CreateMatchInput, CreateMatchMutation, ScenariosQuery, VerifyMatchQuery } from "./generated/graphql";
import { Seat } from "./seat";
import { Transport } from "./transport";
import type { ConnectOptions, Operation } from "./transport";

/** A connection to one Tactica API with one API key. */
export class TacticaClient {
  private readonly transport: Transport;

  constructor(options: ConnectOptions) {
    this.transport = new Transport(options);
  }

  /** HTTP requests sent so far (retries included). */
  get requests(): number {
    return this.transport.requests;
  }

  /** Any generated operation (or your own typed document), as the key, or as a seat with its token. */
  request<TResult, TVariables>(op: Operation<TResult, TVariables>, variables: TVariables, seatToken?: string): Promise<TResult> {
    return this.transport.request(op, variables, seatToken);
  }

  /** Stored scenarios (the shipped ones included), of one ruleset when given. */
  async scenarios(rulesetId?: string): Promise<ScenariosQuery["scenarios"]> {
    return (await this.transport.request(ScenariosDocument, rulesetId === undefined ? {} : { rulesetId })).scenarios;
  }

  /** A match with open seats (`rulesetId` plus a shipped or stored `scenarioId`, or an inline `scenario`). */
  async createMatch(input: CreateMatchInput): Promise<CreateMatchMutation["createMatch"]> {
    return (await this.transport.request(CreateMatchDocument, { input })).createMatch;
  }

  /** Claims `seat` of a match: a Seat holding the seat token the server shows once. */
  async join(matchId: string, seat: string, playerSeed?: string): Promise<Seat> {
    const { joinMatch } = await this.transport.request(JoinMatchDocument, { matchId, seat, ...(playerSeed === undefined ? {} : { playerSeed }) });
    return new Seat(this.transport, matchId, joinMatch.seat, joinMatch.seatToken);
  }

  /** A seat whose token you already hold (e.g. kept from an earlier join). */
  seat(matchId: string, seat: string, token: string): Seat {
    return new Seat(this.transport, matchId, seat, token);
  }

  /** The whole replayable record of an ended match (`match/not_over` before its end). */
  async exportMatch(matchId: string): Promise<unknown> {
    return (await this.transport.request(ExportMatchDocument, { id: matchId })).exportMatch;
  }

  /** The server's own replay of the record: state hashes, and every roll once the match has ended. */
  async verifyMatch(matchId: string): Promise<VerifyMatchQuery["verifyMatch"]> {
    return (await this.transport.request(VerifyMatchDocument, { id: matchId })).verifyMatch;
  }
}

/** Connects to the API at `url` with `apiKey` (no request is sent until the first call). */
export function connect(options: ConnectOptions): TacticaClient {
  return new TacticaClient(options);
}

"use client";
import { useState } from "react";
import type { ReactNode } from "react";
import { toIssueLocation } from "../lib/scenario-api";
import type { ApiScenarioIssue, StartedMatch, StoredScenario } from "../lib/scenario-api";
import type { ScenarioIssue } from "../lib/scenario/scenario-document";

/**
 * Stored copies of the scenario: the rule system's checks (form and API, each pointing at the side and hex at
 * fault), save and publish, the stored list, and "Start a match" through the API with the new match's seats.
 */
export function ScenarioStorePanel({ formIssues, remote, stored, current, match, busy, onSave, onPublish, onStart, onLoad, onPickHex, history }: {
  formIssues: readonly ScenarioIssue[]; remote: readonly ApiScenarioIssue[]; stored: readonly StoredScenario[];
  current: StoredScenario | undefined; match: StartedMatch | undefined; busy: boolean;
  onSave(): void; onPublish(): void; onStart(id: string): void; onLoad(id: string): void; onPickHex(printedId: string): void;
  /** The stored scenario's version history (shown once it is stored). */
  history?: ReactNode;
}) {
  const [chosen, setChosen] = useState("");
  const startId = chosen !== "" ? chosen : current?.id ?? stored[0]?.id ?? "";
  return (
    <section className="panel" data-testid="scenario-store">
      <h3>Rule system checks {formIssues.length + remote.length > 0 && <span className="badge error">{formIssues.length + remote.length}</span>}</h3>
      {formIssues.length + remote.length === 0 ? <p className="ok" data-testid="ruleset-ok">The rule system accepts this scenario.</p> : (
        <ul data-testid="ruleset-issues">
          {formIssues.map((i) => <li key={`form:${i.path}`}><code>{i.path}</code>: {i.message}</li>)}
          {remote.map((i) => (
            <li key={`api:${i.path}:${i.message}`}>
              {i.hex === null ? <code>{toIssueLocation(i)}</code>
                : <button type="button" className="link" onClick={() => onPickHex(i.hex ?? "")}>{toIssueLocation(i)}</button>}: {i.message}
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <button type="button" data-testid="save-scenario" disabled={busy} onClick={onSave}>{current === undefined ? "Save scenario" : `Save (v${current.version} → v${current.version + 1})`}</button>
        <button type="button" data-testid="publish-scenario" disabled={busy || current === undefined} onClick={onPublish}>Publish</button>
        {current !== undefined && <span data-testid="scenario-version">v{current.version}{current.publishedAt === null ? " draft" : " published"}</span>}
        {current?.mapVersion != null && <span data-testid="scenario-map-version">plays map version {current.mapVersion}</span>}
      </div>
      {current !== undefined && history}
      <h3>Stored scenarios</h3>
      {stored.length === 0 ? <p>None yet for this rule system.</p> : (
        <div className="row">
          <select aria-label="stored scenario" data-testid="stored-scenarios" value={startId} onChange={(e) => setChosen(e.target.value)}>
            {stored.map((s) => <option key={s.id} value={s.id}>{s.name} ({s.id} v{s.version}{s.publishedAt === null ? "" : ", published"}{s.rulingsPackHash === null ? "" : ", own rule options"})</option>)}
          </select>
          <button type="button" data-testid="load-scenario" disabled={busy || startId === ""} onClick={() => onLoad(startId)}>Edit in the form</button>
          <button type="button" data-testid="start-match" disabled={busy || startId === ""} onClick={() => onStart(startId)}>Start a match</button>
        </div>
      )}
      {match !== undefined && (
        <div data-testid="started-match">
          <p>Match <code data-testid="match-id">{match.id}</code> ({match.status}) from scenario {match.scenarioId}; dice commitment <code>{match.serverSeedHash.slice(0, 12)}…</code>;
            rulings pack <code data-testid="match-rulings" title={match.rulingsPackHash}>{match.rulingsPackHash.slice(0, 12)}…</code></p>
          <p>Seats (join with <code>joinMatch(matchId, seat)</code>, play scope):</p>
          <ul>{match.seats.map((s) => <li key={s.seat} data-testid={`seat-${s.seat}`}>{s.seat}: {s.claimed ? "claimed" : "open"}</li>)}</ul>
        </div>
      )}
    </section>
  );
}

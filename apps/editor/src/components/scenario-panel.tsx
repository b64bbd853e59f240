"use client";
import type { RuleOption } from "../lib/ruleset-api";
import { FIREPOWER_POSTURES, FIREPOWER_RANKS, setOption, updateSide, VICTORY_KINDS } from "../lib/scenario/scenario-document";
import type { ForceEntry, ScenarioDocument, ScenarioIssue, VictoryCondition } from "../lib/scenario/scenario-document";
import type { SystemField } from "../lib/scenario/system-fields";

/** A Firepower force line's posture [4.4], rank (leaders A, S, C: Advanced 8.5, 11.1) and squad (Advanced 9.1); defaults stay unset. */
function FirepowerForceFields({ sideId, index, force, onChange }: { sideId: string; index: number; force: ForceEntry; onChange(next: ForceEntry): void }) {
  const set = (change: { posture?: string; rank?: string; squad?: string }) => {
    const { posture: _p, rank: _r, squad: _s, ...rest } = force;
    const posture = FIREPOWER_POSTURES.find((p) => p !== "stand" && p === (change.posture ?? force.posture));
    const rank = FIREPOWER_RANKS.find((r) => r !== "private" && r === (change.rank ?? force.rank));
    const squad = change.squad ?? force.squad ?? "";
    onChange({ ...rest, ...(posture ? { posture } : {}), ...(rank ? { rank } : {}), ...(squad !== "" ? { squad } : {}) });
  };
  return (
    <>
      <select aria-label="posture" data-testid={`posture-${sideId}-${index}`} value={force.posture ?? "stand"}
        onChange={(e) => set({ posture: e.target.value })}>
        {FIREPOWER_POSTURES.map((p) => <option key={p} value={p}>{p}</option>)}
      </select>
      <select aria-label="rank" data-testid={`rank-${sideId}-${index}`} value={force.rank ?? "private"}
        onChange={(e) => set({ rank: e.target.value })}>
        {FIREPOWER_RANKS.map((r) => <option key={r} value={r}>{r === "private" ? "private" : `leader ${r}`}</option>)}
      </select>
      <input className="short" placeholder="squad" aria-label="squad" data-testid={`squad-${sideId}-${index}`} value={force.squad ?? ""}
        onChange={(e) => set({ squad: e.target.value })} />
    </>
  );
}

/** The scenario form: turn limit, sides (forces, set-up area via the Set-up tool), victory conditions, rule options. */
export function ScenarioPanel({ scenario, issues, options, systemFields, activeSide, onActiveSide, onChange, onExport }: {
  scenario: ScenarioDocument; issues: readonly ScenarioIssue[]; options: readonly RuleOption[]; systemFields: readonly SystemField[];
  activeSide: string; onActiveSide(id: string): void; onChange(next: ScenarioDocument): void; onExport(): void;
}) {
  const setVictory = (i: number, v: VictoryCondition | undefined) => {
    const victory = [...scenario.victory];
    if (v === undefined) victory.splice(i, 1);
    else victory[i] = v;
    onChange({ ...scenario, victory });
  };
  return (
    <section className="panel" data-testid="scenario-panel">
      <h2>Scenario</h2>
      <div className="row">
        <label>Name <input value={scenario.name} onChange={(e) => onChange({ ...scenario, name: e.target.value })} /></label>
        <label>Turn limit <input className="short" type="number" min={1} data-testid="turn-limit" value={scenario.turnLimit}
          onChange={(e) => onChange({ ...scenario, turnLimit: Number(e.target.value) })} /></label>
      </div>
      {systemFields.map((f) => {
        const value = scenario.system?.[f.name] ?? "";
        const set = (v: string) => onChange({ ...scenario, system: { ...scenario.system, [f.name]: v } });
        return (
          <label key={f.name} className="row">{f.label}
            {f.choices === null ? <input value={value} data-testid={`system-${f.name}`} onChange={(e) => set(e.target.value)} />
              : <select value={value} data-testid={`system-${f.name}`} onChange={(e) => set(e.target.value)}>
                <option value="">{f.emptyLabel ?? "choose…"}</option>
                {f.choices.map((c) => <option key={c} value={c}>{c}</option>)}
              </select>}
          </label>
        );
      })}
      {scenario.sides.map((side) => (
        <fieldset key={side.id} className={`side side-${side.id}`}>
          <legend>
            <input className="short" value={side.name} aria-label={`name of side ${side.id}`} onChange={(e) => onChange(updateSide(scenario, side.id, { name: e.target.value }))} />
            <label><input type="radio" name="active-side" checked={activeSide === side.id} onChange={() => onActiveSide(side.id)} /> set-up area ({side.setupArea.length} hexes)</label>
          </legend>
          {side.forces.map((f, j) => (
            <div className="row" key={j}>
              <input placeholder="unit type" value={f.unitType} data-testid={`force-${side.id}-${j}`}
                onChange={(e) => onChange(updateSide(scenario, side.id, { forces: side.forces.map((x, k) => (k === j ? { ...x, unitType: e.target.value } : x)) }))} />
              <input className="short" type="number" min={1} value={f.count} aria-label="count"
                onChange={(e) => onChange(updateSide(scenario, side.id, { forces: side.forces.map((x, k) => (k === j ? { ...x, count: Number(e.target.value) } : x)) }))} />
              {scenario.rulesetId === "firepower" && <FirepowerForceFields sideId={side.id} index={j} force={f}
                onChange={(next) => onChange(updateSide(scenario, side.id, { forces: side.forces.map((x, k) => (k === j ? next : x)) }))} />}
              <button type="button" onClick={() => onChange(updateSide(scenario, side.id, { forces: side.forces.filter((_, k) => k !== j) }))}>✕</button>
            </div>
          ))}
          <button type="button" data-testid={`add-force-${side.id}`} onClick={() => onChange(updateSide(scenario, side.id, { forces: [...side.forces, { unitType: "", count: 1 }] }))}>Add force</button>
        </fieldset>
      ))}
      <h3>Victory</h3>
      {scenario.victory.map((v, i) => (
        <div className="row" key={i}>
          <select value={v.side} onChange={(e) => setVictory(i, { ...v, side: e.target.value })}>
            {scenario.sides.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
          <select value={v.kind} onChange={(e) => setVictory(i, { ...v, kind: e.target.value as VictoryCondition["kind"] })}>
            {VICTORY_KINDS.map((k) => <option key={k} value={k}>{k}</option>)}
          </select>
          {v.kind === "custom" ? <input placeholder="condition" value={v.text ?? ""} onChange={(e) => setVictory(i, { ...v, text: e.target.value })} />
            : <input className="short" type="number" placeholder="value" value={v.value ?? ""} onChange={(e) => setVictory(i, { ...v, value: Number(e.target.value) })} />}
          <button type="button" onClick={() => setVictory(i, undefined)}>✕</button>
        </div>
      ))}
      <button type="button" data-testid="add-victory" onClick={() => setVictory(scenario.victory.length, { kind: "custom", side: activeSide, text: "" })}>Add condition</button>
      {options.length > 0 && <h3>Rule options</h3>}
      {options.map((o) => (
        <label key={o.id} className="row" title={o.citation}>{o.id}
          <select value={scenario.options[o.id] ?? o.default} onChange={(e) => onChange(setOption(scenario, o.id, e.target.value, o.default))}>
            {o.choices.map((c) => <option key={c.id} value={c.id}>{c.id}{c.id === o.default ? " (default)" : ""}</option>)}
          </select>
        </label>
      ))}
      <h3>Checks {issues.length > 0 && <span className="badge error">{issues.length}</span>}</h3>
      {issues.length === 0 ? <p className="ok" data-testid="scenario-ok">Ready to play-test.</p>
        : <ul data-testid="scenario-issues">{issues.map((i) => <li key={i.path}><code>{i.path}</code>: {i.message}</li>)}</ul>}
      <button type="button" data-testid="export-scenario" onClick={onExport}>Export scenario JSON</button>
    </section>
  );
}

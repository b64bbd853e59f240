"use client";
import { useCallback, useRef, useState } from "react";
import type { MapDocument } from "@tactica/map";
import type { FetchLike } from "../lib/graphql-request";
import type { Viewpoint } from "../lib/los-api";
import { loadJob, requestViewshed, toVisibleKeys } from "../lib/viewshed-api";
import type { JobStatus, ViewshedResult } from "../lib/viewshed-api";
import { GRAPHQL_PATH } from "../lib/map-api";
import { API_KEY_STORAGE } from "./document-bar";

/** A viewshed in progress or done: the job's progress, then the hexes the observer sees. */
export type ViewshedState = { busy: boolean; progress: number; visible?: Set<string> | undefined; error?: string | undefined };

/** Runs the sighting job's whole-map viewshed for the observer's posture and level, polling its progress. */
export function useViewshed(fetchImpl: FetchLike, rulesetId: string) {
  const [state, setState] = useState<ViewshedState>({ busy: false, progress: 0 });
  const run = useRef(0);
  const start = useCallback(async (doc: MapDocument, observer: Viewpoint) => {
    const mine = ++run.current;
    setState({ busy: true, progress: 0 });
    // The sighting job needs an API key (any scope): the one typed into the document bar.
    const apiKey = window.localStorage.getItem(API_KEY_STORAGE) ?? undefined;
    let outcome = await requestViewshed(fetchImpl, rulesetId, doc, observer.posture || "stand", observer.level, GRAPHQL_PATH, apiKey);
    while (outcome.ok && mine === run.current && !isDone(outcome.data)) {
      setState({ busy: true, progress: outcome.data.progress });
      await new Promise((r) => setTimeout(r, 250));
      outcome = await loadJob(fetchImpl, outcome.data.id);
    }
    if (mine !== run.current) return;
    if (!outcome.ok) return setState({ busy: false, progress: 0, error: outcome.error });
    if (outcome.data.state !== "completed") return setState({ busy: false, progress: 0, error: outcome.data.error ?? `the job ${outcome.data.state}` });
    const visible = toVisibleKeys(outcome.data.result as ViewshedResult, observer);
    setState(visible === undefined ? { busy: false, progress: 100, error: "the observer's hex is not in the viewshed" } : { busy: false, progress: 100, visible });
  }, [fetchImpl, rulesetId]);
  const clear = useCallback(() => { run.current++; setState({ busy: false, progress: 0 }); }, []);
  return { viewshed: state, startViewshed: start, clearViewshed: clear };
}

function isDone(job: JobStatus): boolean {
  return job.state === "completed" || job.state === "failed";
}

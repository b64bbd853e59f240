"use client";
import { useEffect, useState } from "react";
import type { GraphQLOutcome } from "../lib/graphql-request";

/** The states a remote value goes through on screen. */
export type Loadable<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "error"; error: string };

/** Runs `load` whenever `key` changes (nothing when `load` is undefined) and drops answers that arrive late. */
export function useLoadable<T>(load: (() => Promise<GraphQLOutcome<T>>) | undefined, key: string): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>(load === undefined ? { status: "idle" } : { status: "loading" });
  const enabled = load !== undefined;
  useEffect(() => {
    if (load === undefined) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    load().then(
      (outcome) => {
        if (current) setState(outcome.ok ? { status: "ready", value: outcome.data } : { status: "error", error: outcome.error });
      },
      (cause: unknown) => {
        if (current) setState({ status: "error", error: cause instanceof Error ? cause.message : String(cause) });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render, so it is not a dependency: `key` names what it loads.
  }, [key, enabled]);
  return state;
}

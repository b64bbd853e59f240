import type { Caller } from "./caller";
import { ANONYMOUS } from "./caller";

const callers = new WeakMap<object, Caller>();

/** Remembers who sent a request (set by the auth hook, read by createContext). */
export function setCaller(request: object, caller: Caller): void {
  callers.set(request, caller);
}

/** Who sent a request; anonymous when the auth hook did not run for it. */
export function callerOf(request: object): Caller {
  return callers.get(request) ?? ANONYMOUS;
}

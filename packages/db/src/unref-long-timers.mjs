// Preloaded (node --import) into the `prisma migrate` child process only. Prisma 6.19's WebAssembly
// schema engine arms a 10 s timer (the advisory-lock timeout) and never clears it once the lock is
// taken, so the CLI sits idle for 10 s after finishing. Unreferenced timers still fire while other work
// keeps the process alive (a query in flight holds its socket); they just stop an idle process exiting.
const setTimeoutOriginal = globalThis.setTimeout;
const LONG_MS = 10_000;

globalThis.setTimeout = Object.assign(
  (callback, ms, ...args) => {
    const timer = setTimeoutOriginal(callback, ms, ...args);
    if (typeof ms === "number" && ms >= LONG_MS) timer.unref();
    return timer;
  },
  setTimeoutOriginal,
);

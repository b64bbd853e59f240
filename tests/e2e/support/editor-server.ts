// The editor served by `next start` against a real API, and headless Chromium: what each editor browser test needs.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { chromium } from "playwright-core";
import type { Browser, Page } from "playwright-core";
import { startApiForEditorTest } from "./editor-api";
import type { EditorTestApi } from "./editor-api";
import { editorDir, findFreePort, isBuildFresh, nextBin, run, stopProcessGroup, waitForHttp } from "./editor-process";

/** A running editor: the API behind it, its base URL, a browser, and how to open pages and stop everything. */
export type EditorSession = {
  readonly api: EditorTestApi;
  readonly baseUrl: string;
  newPage(): Promise<Page>;
  openPage(pathAndQuery: string): Promise<Page>;
  /** A GraphQL request to the API as the author (its author key); throws with the errors when there are any. */
  gql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
};

/** Builds the editor when its build is stale, starts it against a fresh API and launches Chromium. */
export async function startEditorSession(pageTimeoutMs: number, startupMs: number, opts: { restartableApi?: boolean } = {}): Promise<EditorSession> {
  const api = await startApiForEditorTest({ restartable: opts.restartableApi === true });
  let editor: ChildProcess | undefined;
  let browser: Browser | undefined;
  let log = "";
  try {
    if (!isBuildFresh()) await run(["build"], "next build");
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    editor = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
      cwd: editorDir,
      env: { ...process.env, TACTICA_API_URL: api.url, NEXT_TELEMETRY_DISABLED: "1" },
      detached: true, // its own process group, so close() stops it and anything it spawned
      stdio: ["ignore", "pipe", "pipe"],
    });
    editor.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    editor.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    await waitForHttp(baseUrl, editor, startupMs, () => log);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    const b = browser;
    const newPage = async () => {
      const page = await b.newPage({ viewport: { width: 1280, height: 1000 } });
      page.setDefaultTimeout(pageTimeoutMs);
      return page;
    };
    const child = editor;
    return {
      api, baseUrl, newPage,
      async openPage(pathAndQuery) {
        const page = await newPage();
        await page.goto(`${baseUrl}${pathAndQuery}`);
        await page.waitForSelector('[data-testid="hex-map"]', { timeout: pageTimeoutMs });
        return page;
      },
      async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
        const res = await fetch(`${api.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${api.authorKey}` },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data?: T; errors?: unknown[] };
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return body.data as T;
      },
      async close() {
        await b.close().catch(() => undefined);
        await stopProcessGroup(child);
        await api.close().catch(() => undefined);
      },
    };
  } catch (error) {
    await browser?.close().catch(() => undefined);
    await stopProcessGroup(editor);
    await api.close().catch(() => undefined);
    throw error;
  }
}

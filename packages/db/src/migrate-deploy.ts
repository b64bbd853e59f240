import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const configPath = fileURLToPath(new URL("../prisma.config.ts", import.meta.url));
const preloadUrl = pathToFileURL(fileURLToPath(new URL("./unref-long-timers.mjs", import.meta.url))).href;

/** The installed Prisma CLI entry point (never an `npx` download). */
function resolvePrismaCli(): string {
  return createRequire(import.meta.url).resolve("prisma/build/index.js");
}

/**
 * Applies prisma/migrations to the database at `url` with `prisma migrate deploy`, run as a child
 * process through the WebAssembly schema engine (prisma.config.ts). Rejects with the CLI's output tail.
 */
export async function migrateDeploy(p: { url: string; log?: (line: string) => void }): Promise<void> {
  const args = ["--import", preloadUrl, resolvePrismaCli(), "migrate", "deploy", "--config", configPath];
  const env = { ...process.env, DATABASE_URL: p.url, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" };
  const child = spawn(process.execPath, args, { cwd: packageDir, env, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => {
      if (line.trim() === "") return;
      lines.push(line);
      p.log?.(line);
    });
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) {
    throw new Error(`prisma migrate deploy exited with ${code}:\n${lines.slice(-15).join("\n")}`);
  }
}

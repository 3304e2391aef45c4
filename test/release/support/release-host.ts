/**
 * An HTTP server on loopback laid out as the release host: the release folder's files under the
 * path of the schema's pluginDownloadURL (a GitHub release's download path), as `pulumi plugin
 * install --server` fetches from it. It records the paths it was asked for.
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { basename, join, resolve } from "node:path";

const REPO = resolve(__dirname, "..", "..", "..");

/** The running host. */
export interface ReleaseHost {
  /** The --server a user gives: the download URL on this host, `${VERSION}` kept. */
  server: string;
  /** The paths asked for. */
  requested: string[];
  close(): Promise<void>;
}

/** Serves `folder` as the release of `version`. */
export async function startReleaseHost(folder: string, version: string): Promise<ReleaseHost> {
  const schema = JSON.parse(readFileSync(join(REPO, "schema", "schema.json"), "utf8")) as {
    pluginDownloadURL: string;
  };
  const downloadPath = new URL(schema.pluginDownloadURL).pathname;
  const releasePath = decodeURIComponent(downloadPath).replace("${VERSION}", version);
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
    requested.push(path);
    const file = join(folder, basename(path));
    if (!path.startsWith(`${releasePath}/`) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-length": statSync(file).size });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    server: `http://127.0.0.1:${port}${decodeURIComponent(downloadPath)}`,
    requested,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

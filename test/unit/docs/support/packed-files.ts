/** What `npm pack` puts in a package's tarball. */
import { execFileSync } from "node:child_process";
import { REPO } from "./markdown";

/**
 * The paths of the tarball, relative to the package (what `npm pack --dry-run` lists): the
 * provider's, or with `workspace` that workspace package's.
 */
export function packedFiles(workspace?: string): Set<string> {
  // --ignore-scripts: the prepack build is not needed to list the files.
  const args = ["pack", "--dry-run", "--json", "--ignore-scripts"];
  if (workspace !== undefined) args.push("--workspace", workspace);
  const json = execFileSync("npm", args, { cwd: REPO, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const [pack] = JSON.parse(json) as { files: { path: string }[] }[];
  return new Set(pack!.files.map((file) => file.path));
}

/**
 * Whether the policy pack runs in CI: the `CI` environment variable is set and is not `false` or
 * `0`. The Pulumi CLI starts the policy pack with its own environment, so this is the `CI` of the
 * `pulumi` command. GitHub Actions, GitLab CI and CircleCI set `CI=true` for every step; where a
 * service does not, the pipeline sets it, or the policy's config says `appliesWhen: "always"`.
 */
export function runsInCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "false" && value !== "0";
}

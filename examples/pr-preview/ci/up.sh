#!/usr/bin/env bash
# The main-branch job: applies what was reviewed. GitLab CI runs this script; the GitHub Actions
# workflow runs the same Pulumi commands through pulumi/actions (`command: up`, `diff: true`).
# A refused change (a stale eTag, an operation the service refuses) fails the job with the
# provider's message, which says what to do. A stack locked by another runner fails it too; run
# the job again once that runner is done (see the README's "Teams" section).
set -euo pipefail
stack="${STACK:-production}"
pulumi stack select --create --non-interactive "$stack"
pulumi up --yes --skip-preview --diff --non-interactive --stack "$stack"

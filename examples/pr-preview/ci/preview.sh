#!/usr/bin/env bash
# The pull-request job: the diff a reviewer reads. GitLab CI runs this script; the GitHub Actions
# workflow runs the same Pulumi commands through pulumi/actions (`command: preview`, `diff: true`,
# `upsert: true`). Needs PULUMI_BACKEND_URL, PULUMI_CONFIG_PASSPHRASE (or a secrets provider set
# on the stack) and the BIZOPS_* settings in the environment; the stack is $STACK (production).
set -euo pipefail
stack="${STACK:-production}"
# No `pulumi login`: the CLI takes the backend from PULUMI_BACKEND_URL.
pulumi stack select --create --non-interactive "$stack"
pulumi preview --diff --non-interactive --stack "$stack"

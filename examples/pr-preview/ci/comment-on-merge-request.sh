#!/usr/bin/env bash
# Posts a preview's output as a note on the GitLab merge request of this pipeline.
#   bash ci/comment-on-merge-request.sh preview.txt
# Needs GITLAB_TOKEN (a project access token with the `api` scope, a masked CI/CD variable) and
# GitLab's own CI_API_V4_URL, CI_PROJECT_ID and CI_MERGE_REQUEST_IID.
set -euo pipefail
file="$1"
body=$(printf '#### `pulumi preview` of %s\n\n```diff\n%s\n```\n' "${STACK:-production}" "$(tail -c 60000 "$file")")
curl --fail --silent --show-error --request POST \
  --header "PRIVATE-TOKEN: ${GITLAB_TOKEN}" \
  --data-urlencode "body=${body}" \
  "${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/merge_requests/${CI_MERGE_REQUEST_IID}/notes" >/dev/null

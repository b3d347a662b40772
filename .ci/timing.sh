# Sourced by .ci/run (after its `cd`): at exit, also on failure, prints one parseable line with
# the run's total and per-step wall times in seconds, read by Scripts/figures (ci-wall-time):
#   ci-times: commit=d951d74 exit=0 total=733s setup=2s swift-format=7s swift-build=411s ...
# A step starts at each top-level `echo "== NAME ..."` (named by its first two words) or
# `bash .ci/NAME` of .ci/run, found with a DEBUG trap, so .ci/run's steps need no change.
ci_times_start=$SECONDS
ci_times_step=setup
ci_times_step_start=$SECONDS
ci_times_steps=""
ci_times_last=""

ci_times_mark() {
  local name
  # Inside the EXIT trap, BASH_COMMAND still names the last command run: not a new step.
  if [ "$1" = "$ci_times_last" ]; then return 0; fi
  ci_times_last=$1
  case $1 in
    'echo "== '*)
      name=$(printf '%s' "${1#echo \"== }" | tr -c 'A-Za-z0-9\n' ' ' |
        awk '{print tolower($1 ($2 ? "-" $2 : ""))}')
      ;;
    'bash .ci/'*) name=${1#bash .ci/} name=${name%% *} name=${name%.sh} ;;
    *) return 0 ;;
  esac
  ci_times_steps+=" $ci_times_step=$((SECONDS - ci_times_step_start))s"
  ci_times_step=$name
  ci_times_step_start=$SECONDS
}

ci_times_report() {
  local commit
  commit=$(git rev-parse --short HEAD 2> /dev/null || echo unknown)
  ci_times_steps+=" $ci_times_step=$((SECONDS - ci_times_step_start))s"
  echo "ci-times: commit=$commit exit=$1 total=$((SECONDS - ci_times_start))s$ci_times_steps"
}

trap 'ci_times_mark "$BASH_COMMAND"' DEBUG
trap 'ci_times_report $?' EXIT

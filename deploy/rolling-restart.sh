#!/bin/sh
# Restarts the clinic's instances one at a time, so that nobody notices (docs/deploy.md,
# docs/decisions/0040-release-switch-and-rolling-restart.md). For each instance: `systemctl
# restart` (SIGTERM: it reports not ready, finishes its requests, exits; systemd starts the
# release `current` points at), then wait until it answers ready on its own port, then until nginx
# sends it requests again (nginx skips an instance for a few seconds after it failed), and only
# then the next one: nginx always has an instance to send a request to.
#
#   deploy/rolling-restart.sh https://clinic.example 3001 3002
#
# Run it on the server, as root. It asks nginx on this host (the site's name resolved to
# 127.0.0.1), which names the instance that answered to local requests only (X-Upstream).
set -eu

if [ $# -lt 2 ]; then
  echo "usage: $0 https://<the site's name> <port>..." >&2
  exit 2
fi
site=${1%/}
shift
hostport=${site#https://}
host=${hostport%%:*}
port=443
case $hostport in *:*) port=${hostport##*:} ;; esac

for instance in "$@"; do
  echo "Restarting sarona-clinic@$instance..."
  systemctl restart "sarona-clinic@$instance"
  if ! curl -fsS -o /dev/null --retry 90 --retry-delay 1 --retry-connrefused --max-time 5 \
    "http://127.0.0.1:$instance/api/health/ready"; then
    echo "sarona-clinic@$instance is not ready after 90 s: journalctl -u sarona-clinic@$instance -n 50" >&2
    exit 1
  fi
  # Through nginx: the answer must come from this instance (the last address nginx tried).
  tries=0
  until curl -fsS -o /dev/null -D - --max-time 5 --resolve "$host:$port:127.0.0.1" "$site/api/health/ready" |
    tr -d '\r' | grep -qi "^x-upstream: \(.*, \)\?127\.0\.0\.1:$instance$"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 150 ]; then
      echo "nginx sends no request to sarona-clinic@$instance after 30 s: is it in the site's upstream?" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "sarona-clinic@$instance is back: ready, and nginx sends it requests."
done

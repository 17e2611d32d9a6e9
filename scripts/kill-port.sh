#!/usr/bin/env bash
# Stop whatever listens on a TCP port (a leftover test server): bash scripts/kill-port.sh 3100
pids=$(ss -ltnpH "sport = :$1" 2>/dev/null | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u)
[ -n "$pids" ] && kill $pids 2>/dev/null
exit 0

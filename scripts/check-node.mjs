// Fails early, with the fix, when npm scripts run on a Node.js older than the project needs.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node.js ${process.versions.node} is too old: this project needs Node.js 24 LTS (>= 22.12).\n` +
      'Run  . scripts/use-node.sh  in this shell first (it puts Node 24 on PATH), then repeat the command.',
  );
  process.exit(1);
}

// Calibration pages for bench:web: what this browser on this machine scores on pages whose work is known, run
// with the app's pages so a low score can be told apart from a slow or busy machine. "static" is HTML and CSS
// only (its TBT is the floor: ~0 ms); "fixed script" runs one task of a fixed amount of work (a loop of
// FIXED_ITERATIONS) after the first paint, where TBT counts it, so its TBT grows with how slow the machine is
// at that moment.
import { createServer, type Server } from 'node:http';

/** About 35 ms of main-thread work on an idle machine of ours (2 EPYC cores), ~140 ms under Lighthouse's 4x. */
export const FIXED_ITERATIONS = 3_000_000;

const page = (title: string, script = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="bench:web calibration page"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1b1e}</style></head>
<body><main><h1>${title}</h1><p>A page of known work, to calibrate the Lighthouse runs of bench:web.</p></main>${script}</body></html>`;

const fixedScript = `<script>addEventListener('load',function(){setTimeout(function(){var x=0;for(var i=0;i<${FIXED_ITERATIONS};i++){x=(x+i*7)%1000003}document.body.dataset.done=String(x)},0)})</script>`;

export const CALIBRATION_PAGES = [
  { name: 'static', path: '/static', html: page('Static page') },
  { name: 'fixed script', path: '/fixed-script', html: page('Fixed script', fixedScript) },
] as const;

/** Serves the calibration pages on 127.0.0.1 at a port the system picks; resolves with its origin. */
export function startCalibrationServer(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const found = CALIBRATION_PAGES.find((p) => p.path === req.url);
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(found ? found.html : 'not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ origin: `http://localhost:${port}`, server });
    });
  });
}

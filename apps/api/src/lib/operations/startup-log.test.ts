import { describe, expect, it } from 'vitest';
import { startupLog } from './startup-log.ts';

function capture(isTTY: boolean) {
  const lines: string[] = [];
  const log = startupLog({ isTTY, write: (line: string) => lines.push(line) });
  return { log, lines };
}

describe('the start-up log', () => {
  it('writes plain lines on a terminal', () => {
    const { log, lines } = capture(true);
    log('Rentals is running at http://localhost:3000');
    expect(log.terminal).toBe(true);
    expect(lines).toEqual(['Rentals is running at http://localhost:3000\n']);
  });

  it('writes one JSON object a line anywhere else, shaped as the request log lines', () => {
    const { log, lines } = capture(false);
    log('Seeded places: 13 provinces');
    log('  Site Owner           owner@demo.test');
    expect(log.terminal).toBe(false);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.endsWith('}\n')).toBe(true);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ level: 30, pid: process.pid, msg: 'Seeded places: 13 provinces' });
    expect(typeof first.time).toBe('number');
    expect(second.msg).toBe('  Site Owner           owner@demo.test');
  });
});

// The demo photo pool: 16 pictures of homes drawn as SVG in code (sky, hills, a house, townhouses or an
// apartment block with windows and a door, trees), rendered by sharp to the WebP variants listings use.
// No network and no binary files in the repository; made once into the public storage under demo/
// (DATA_DIR/uploads/demo, or the bucket).
import sharp from 'sharp';
import { makeWebpVariants, variantKey } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { PHOTO_WIDTHS } from '../../modules/listings/listing-cards.ts';
import { createRandom, type Random } from './demo-random.ts';
import { DEMO_PHOTO_COUNT, DEMO_PHOTO_SIZE, demoPhotoKey } from './listings-generator.ts';

const { width: W, height: H } = DEMO_PHOTO_SIZE;
const GROUND = Math.round(H * 0.74);

const SKIES = [
  { top: '#3f7fcf', bottom: '#cfe6ff', sun: '#fff6c9', night: false },
  { top: '#5b8fd9', bottom: '#f4e2c8', sun: '#ffe29a', night: false },
  { top: '#f28a5b', bottom: '#ffd9a8', sun: '#fff1c2', night: false },
  { top: '#8fa3b8', bottom: '#dfe6ec', sun: '#f4f4f4', night: false },
  { top: '#243b6b', bottom: '#7c6fa8', sun: '#f7f3da', night: true },
] as const;
const WALLS = ['#b5523b', '#d8c3a5', '#9aa5b1', '#f2efe8', '#6d8ba6', '#e8c872', '#8c6e5d', '#c9d6c2'];
const ROOFS = ['#3d3d45', '#5b3a29', '#4a5a55', '#2f3b4c', '#6b4f3a'];
const DOORS = ['#7a2e2e', '#234e70', '#2f5d3a', '#4b3621', '#222222', '#b08d2c'];
const GRASS = ['#6aa84f', '#7fb35a', '#5d9443', '#8ab86a'];
const LEAVES = ['#3f7d3a', '#4e8f3e', '#2f6b3a', '#6c9a3c', '#b5782b'];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;

function window(random: Random, x: number, y: number, w: number, h: number, night: boolean) {
  const glass = night && random.chance(0.6) ? '#ffd873' : random.pick(['#a9cbe6', '#bcd7ec', '#8fb5d6']);
  return (
    rect(x - 4, y - 4, w + 8, h + 8, '#f7f7f2') +
    rect(x, y, w, h, glass) +
    rect(x + w / 2 - 2, y, 4, h, '#f7f7f2') +
    rect(x, y + h / 2 - 2, w, 4, '#f7f7f2')
  );
}

function door(random: Random, x: number, width: number) {
  const h = width * 1.9;
  return (
    rect(x - 6, GROUND - h - 6, width + 12, h + 6, '#f7f7f2') +
    rect(x, GROUND - h, width, h, random.pick(DOORS)) +
    `<circle cx="${x + width * 0.8}" cy="${GROUND - h / 2}" r="5" fill="#e6c35c"/>`
  );
}

function house(random: Random, night: boolean) {
  const w = random.int(560, 760);
  const h = random.int(300, 380);
  const x = random.int(260, W - 260 - w);
  const top = GROUND - h;
  const roof = random.pick(ROOFS);
  const overhang = 40;
  const peak = top - random.int(150, 230);
  let svg = rect(x + w * 0.68, peak + 30, 46, top - peak, '#7b4a3a'); // chimney
  svg += rect(x, top, w, h, random.pick(WALLS));
  svg += `<polygon points="${x - overhang},${top} ${x + w / 2},${peak} ${x + w + overhang},${top}" fill="${roof}"/>`;
  const doorWidth = 90;
  const doorX = x + w / 2 - doorWidth / 2;
  svg += door(random, doorX, doorWidth);
  for (const wx of [x + 60, x + w - 60 - 120]) {
    svg += window(random, wx, top + 50, 120, 100, night);
    if (h > 330) svg += window(random, wx, top + 190, 120, 90, night);
  }
  svg += window(random, x + w / 2 - 50, peak + (top - peak) * 0.45, 100, 70, night);
  return svg;
}

function townhouses(random: Random, night: boolean) {
  const units = random.int(3, 4);
  const uw = random.int(230, 270);
  const h = random.int(380, 460);
  const x0 = (W - units * uw) / 2;
  let svg = '';
  for (let i = 0; i < units; i++) {
    const x = x0 + i * uw;
    const top = GROUND - h - (i % 2) * 20;
    svg += rect(x, top, uw, GROUND - top, random.pick(WALLS), 'stroke="#5a5a5a" stroke-width="3"');
    svg += rect(x - 10, top - 28, uw + 20, 30, random.pick(ROOFS));
    svg += door(random, x + 30, 80);
    svg += window(random, x + 140, GROUND - 190, 80, 110, night);
    svg += window(random, x + 30, top + 50, 80, 100, night);
    svg += window(random, x + 140, top + 50, 80, 100, night);
  }
  return svg;
}

function apartmentBlock(random: Random, night: boolean) {
  const floors = random.int(6, 9);
  const columns = random.int(5, 7);
  const floorH = 72;
  const w = columns * 110 + 60;
  const h = floors * floorH + 120;
  const x = (W - w) / 2 + random.int(-120, 120);
  const top = GROUND - h;
  let svg = rect(x, top, w, h, random.pick(WALLS));
  svg += rect(x - 12, top - 18, w + 24, 22, random.pick(ROOFS));
  const balconies = random.chance(0.5);
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < columns; c++) {
      const wx = x + 40 + c * 110;
      const wy = top + 30 + f * floorH;
      svg += window(random, wx, wy, 70, 46, night);
      if (balconies && c % 2 === 0) svg += rect(wx - 8, wy + 46, 86, 8, '#5f6468');
    }
  }
  svg += rect(x + w / 2 - 90, GROUND - 110, 180, 110, '#5f6468');
  svg += rect(x + w / 2 - 80, GROUND - 100, 160, 100, '#a9cbe6');
  svg += rect(x + w / 2 - 2, GROUND - 100, 4, 100, '#5f6468');
  return svg;
}

function tree(random: Random, x: number) {
  const scale = random.between(0.8, 1.4);
  const trunkH = 120 * scale;
  const leaves = random.pick(LEAVES);
  let svg = rect(x - 12 * scale, GROUND - trunkH, 24 * scale, trunkH + 10, '#6b4a2f');
  if (random.chance(0.35)) {
    const base = GROUND - trunkH * 0.6;
    svg += `<polygon points="${x - 90 * scale},${base} ${x},${base - 330 * scale} ${x + 90 * scale},${base}" fill="#2f5d3a"/>`;
    return svg;
  }
  const cy = GROUND - trunkH - 60 * scale;
  for (const [dx, dy, r] of [
    [0, 0, 95],
    [-70, 30, 70],
    [70, 30, 70],
    [0, -70, 75],
  ] as const) {
    svg += `<circle cx="${x + dx * scale}" cy="${cy + dy * scale}" r="${r * scale}" fill="${leaves}"/>`;
  }
  return svg;
}

/** The SVG of pool photo `n` (1-based): the same picture for the same n. */
export function demoPhotoSvg(n: number): string {
  const random = createRandom('demo-photo', n);
  const sky = SKIES[(n - 1) % SKIES.length] as (typeof SKIES)[number];
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>`,
    rect(0, 0, W, H, 'url(#sky)'),
    `<circle cx="${random.int(150, W - 150)}" cy="${random.int(90, 260)}" r="${sky.night ? 55 : 75}" fill="${sky.sun}" opacity="0.95"/>`,
  );
  for (let i = random.int(1, 4); i > 0 && !sky.night; i--) {
    const cx = random.int(100, W - 100);
    const cy = random.int(80, 330);
    parts.push(
      `<g fill="#ffffff" opacity="0.85"><ellipse cx="${cx}" cy="${cy}" rx="110" ry="34"/><ellipse cx="${cx + 60}" cy="${cy - 22}" rx="70" ry="34"/></g>`,
    );
  }
  const hill = (y: number, color: string) =>
    `<path d="M0 ${y} Q ${W * 0.25} ${y - random.int(60, 160)} ${W * 0.5} ${y - 20} T ${W} ${y - random.int(0, 80)} L ${W} ${H} L 0 ${H} Z" fill="${color}"/>`;
  parts.push(
    hill(GROUND - 120, sky.night ? '#3b4766' : '#8fb0a0'),
    hill(GROUND - 40, sky.night ? '#2e3a52' : '#77a07a'),
  );
  parts.push(rect(0, GROUND, W, H - GROUND, random.pick(GRASS)));
  parts.push(rect(0, GROUND + 70, W, 60, '#b9b4aa'), rect(0, GROUND + 130, W, H - GROUND - 130, '#6f6f6f'));
  const kind = (n - 1) % 3;
  parts.push(
    kind === 0
      ? house(random, sky.night)
      : kind === 1
        ? townhouses(random, sky.night)
        : apartmentBlock(random, sky.night),
  );
  for (const x of [random.int(60, 220), random.int(W - 220, W - 60)]) parts.push(tree(random, x));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** Makes the pool's variants that are missing (all 16 x 3 on a first start; nothing afterwards). */
export async function ensureDemoPhotos(storage: Storage): Promise<{ made: number; ms: number }> {
  const started = performance.now();
  const missing: number[] = [];
  for (let n = 1; n <= DEMO_PHOTO_COUNT; n++) {
    const found = await Promise.all(PHOTO_WIDTHS.map((w) => storage.head(variantKey(demoPhotoKey(n), w))));
    if (!found.every(Boolean)) missing.push(n);
  }
  // Two at a time: sharp already spreads each picture over the cores.
  for (let i = 0; i < missing.length; i += 2) {
    await Promise.all(
      missing.slice(i, i + 2).map(async (n) => {
        const png = await sharp(Buffer.from(demoPhotoSvg(n)))
          .png({ compressionLevel: 1 })
          .toBuffer();
        await makeWebpVariants(png, demoPhotoKey(n), storage);
      }),
    );
  }
  return { made: missing.length, ms: Math.round(performance.now() - started) };
}

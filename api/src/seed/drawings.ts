import type { rng } from './photos';

/**
 * Illustrations of rooms and buildings for the demo listings, as SVG (no text, so no fonts are needed). Each
 * kind has its own layout and every drawing its own colours and positions, so two listings rarely look alike.
 */
type Random = ReturnType<typeof rng>;

export const W = 960;
export const H = 640;

const WALLS = ['#f4e3c3', '#dfe8ef', '#efe0e6', '#e3efe0', '#f1ece4', '#e6e1f2', '#fde9d9', '#e0f2f1'];
const FLOORS = ['#b98b5e', '#9c7a5b', '#c9b79c', '#8e6f55', '#d4c4a8', '#a8a29e', '#cbd5e1'];
const ACCENTS = ['#c2410c', '#1e3a5f', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#15803d', '#0369a1'];
const WOODS = ['#8b5e3c', '#a0522d', '#6b4423', '#c19a6b', '#5c4033'];
const PAINTS = ['#f5deb3', '#e8d5b7', '#cfe3f1', '#f3c6a5', '#d9ead3', '#f6e7a1', '#e4d4f4', '#f2f2f2'];
const SKIES = [
  ['#bfe3f7', '#e9f6fd'],
  ['#a5d8ff', '#dbeafe'],
  ['#fde68a', '#fef3c7'],
  ['#fbcfe8', '#fce7f3'],
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`;

/** Wall and floor meeting at a horizon line, with the colours drawn for this picture. */
function interior(r: Random) {
  const wall = r.pick(WALLS);
  const floor = r.pick(FLOORS);
  const horizon = Math.round(H * (0.6 + r.next() * 0.1));
  return {
    wall,
    floor,
    horizon,
    base: rect(0, 0, W, horizon, wall) + rect(0, horizon, W, H - horizon, floor),
  };
}

function windowAt(x: number, y: number, w: number, h: number, sky: string) {
  return `${rect(x, y, w, h, sky, 'rx="6" stroke="#ffffff" stroke-width="10"')}
  <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="6"/>`;
}

function bed(x: number, top: number, width: number, cover: string) {
  return `${rect(x, top, width, 110, cover, 'rx="10"')}
  ${rect(x + 10, top - 30, width - 20, 50, '#ffffff', 'rx="12"')}
  ${rect(x + 20, top - 60, Math.min(90, width / 3), 45, '#fafafa', 'rx="10" stroke="#dddddd"')}`;
}

/** A single room: one bed, a window and a wardrobe. */
function singleRoom(r: Random) {
  const { base, horizon } = interior(r);
  const accent = r.pick(ACCENTS);
  const wood = r.pick(WOODS);
  const winX = r.int(40, W - 520);
  const bedX = r.int(30, W - 520);
  return svg(`${base}${windowAt(winX, 60, 220, 170, r.pick(SKIES)[0]!)}
  ${bed(bedX, horizon - 60, 340, accent)}
  ${rect(W - 170, horizon - 230, 120, 230, wood)}
  ${rect(W - 160, horizon - 215, 100, 8, '#00000033')}${rect(W - 160, horizon - 150, 100, 8, '#00000033')}
  <circle cx="${W - 110}" cy="${horizon - 180}" r="14" fill="${accent}"/>`);
}

/** A shared room: two or three beds side by side under a row of windows. */
function sharedRoom(r: Random) {
  const { base, horizon } = interior(r);
  const beds = r.int(2, 3);
  const width = Math.floor((W - 60) / beds) - 40;
  const covers = r.some(ACCENTS, beds, beds);
  const sky = r.pick(SKIES)[0]!;
  let body = base;
  for (let i = 0; i < beds; i += 1) {
    const x = 40 + i * (width + 40);
    body += windowAt(x + width / 2 - 70, 70, 140, 120, sky);
    body += bed(x, horizon - 40, width, covers[i]!);
  }
  return svg(body);
}

/** A hostel dormitory: bunk beds with ladders and lockers. */
function bunkRoom(r: Random) {
  const { base, horizon } = interior(r);
  const frame = r.pick(['#475569', '#1f2937', '#64748b', '#7c2d12']);
  const cover = r.pick(ACCENTS);
  const lockers = r.pick(PAINTS);
  const bunks = r.int(2, 3);
  let body = base;
  for (let i = 0; i < bunks; i += 1) {
    const x = 40 + i * 300;
    body += rect(x, horizon - 330, 12, 360, frame) + rect(x + 248, horizon - 330, 12, 360, frame);
    body +=
      rect(x, horizon - 250, 260, 60, cover, 'rx="8"') +
      rect(x + 8, horizon - 275, 80, 30, '#ffffff', 'rx="8"');
    body +=
      rect(x, horizon - 30, 260, 60, cover, 'rx="8"') +
      rect(x + 8, horizon - 55, 80, 30, '#ffffff', 'rx="8"');
    for (let step = 0; step < 5; step += 1) body += rect(x + 230, horizon - 230 + step * 45, 30, 6, frame);
  }
  const lockerX = 40 + bunks * 300;
  if (lockerX + 120 < W)
    for (let j = 0; lockerX + j * 62 + 56 < W - 10; j += 1)
      body += rect(lockerX + j * 62, horizon - 260, 56, 260, lockers, 'stroke="#94a3b8" stroke-width="3"');
  return svg(body);
}

/** A study corner: desk, chair, lamp, bookshelf and a window. */
function studyRoom(r: Random) {
  const { base, horizon } = interior(r);
  const wood = r.pick(WOODS);
  const accent = r.pick(ACCENTS);
  const deskX = r.int(60, W - 560);
  const books = Array.from({ length: 9 }, (_, i) =>
    rect(W - 250 + i * 22, horizon - 300, 16, r.int(50, 70), r.pick(ACCENTS)),
  ).join('');
  return svg(`${base}${windowAt(deskX + 40, 50, 260, 190, r.pick(SKIES)[0]!)}
  ${rect(deskX, horizon - 120, 360, 20, wood)}${rect(deskX + 10, horizon - 100, 16, 130, wood)}
  ${rect(deskX + 334, horizon - 100, 16, 130, wood)}
  ${rect(deskX + 250, horizon - 190, 8, 70, '#374151')}<circle cx="${deskX + 254}" cy="${horizon - 195}" r="26" fill="${accent}"/>
  ${rect(deskX + 80, horizon - 170, 130, 50, '#1f2937', 'rx="4"')}
  ${rect(deskX + 120, horizon - 60, 90, 20, accent, 'rx="6"')}${rect(deskX + 190, horizon - 150, 20, 110, accent, 'rx="6"')}
  ${rect(W - 260, horizon - 320, 220, 320, wood)}${rect(W - 250, horizon - 240, 200, 8, '#00000033')}
  ${rect(W - 250, horizon - 150, 200, 8, '#00000033')}${books}`);
}

/** A mess hall: a long table with plates, benches and a serving counter with pots. */
function diningHall(r: Random) {
  const { base, horizon } = interior(r);
  const wood = r.pick(WOODS);
  const counter = r.pick(ACCENTS);
  const tableY = horizon + 20;
  const plates = Array.from(
    { length: 6 },
    (
      _,
      i,
    ) => `<ellipse cx="${150 + i * 120}" cy="${tableY + 18}" rx="38" ry="12" fill="#ffffff" stroke="#cbd5e1"/>
    <circle cx="${150 + i * 120}" cy="${tableY + 16}" r="12" fill="${r.pick(['#f59e0b', '#16a34a', '#dc2626', '#fde68a'])}"/>`,
  ).join('');
  const pots = Array.from(
    { length: r.int(3, 5) },
    (_, i) =>
      `${rect(120 + i * 150, horizon - 200, 100, 70, r.pick(['#9ca3af', '#b45309', '#6b7280']), 'rx="14"')}`,
  ).join('');
  return svg(`${base}${rect(80, horizon - 130, W - 160, 110, counter, 'rx="8"')}${pots}
  ${rect(60, tableY, W - 120, 36, wood, 'rx="6"')}${rect(90, tableY + 36, 20, 80, wood)}${rect(W - 110, tableY + 36, 20, 80, wood)}
  ${rect(60, tableY + 90, W - 120, 18, wood, 'rx="6" opacity="0.8"')}${plates}`);
}

/** A kitchen: cabinets, a counter with a stove and a water purifier. */
function kitchen(r: Random) {
  const { base, horizon } = interior(r);
  const cabinet = r.pick(PAINTS);
  const top = r.pick(['#334155', '#78716c', '#1f2937', '#a3a3a3']);
  const tiles = Array.from({ length: 12 }, (_, i) =>
    rect(40 + i * 74, horizon - 230, 70, 90, r.next() < 0.5 ? '#ffffff' : '#f1f5f9'),
  ).join('');
  return svg(`${base}${tiles}
  ${Array.from({ length: 5 }, (_, i) => rect(40 + i * 178, 60, 170, 120, cabinet, 'stroke="#94a3b8" stroke-width="3" rx="4"')).join('')}
  ${rect(30, horizon - 140, W - 60, 24, top)}
  ${Array.from({ length: 5 }, (_, i) => rect(40 + i * 178, horizon - 116, 170, 150, cabinet, 'stroke="#94a3b8" stroke-width="3" rx="4"')).join('')}
  ${rect(320, horizon - 160, 220, 20, '#111827', 'rx="4"')}
  <circle cx="380" cy="${horizon - 170}" r="26" fill="#374151"/><circle cx="480" cy="${horizon - 170}" r="26" fill="#374151"/>
  ${rect(700, horizon - 300, 90, 140, '#e5e7eb', 'rx="10" stroke="#60a5fa" stroke-width="4"')}`);
}

/** Sky and ground behind a building, with a tree or two. */
function outdoor(r: Random) {
  const [sky, haze] = r.pick(SKIES);
  const ground = Math.round(H * 0.82);
  const trees = Array.from({ length: r.int(1, 3) }, () => {
    const x = r.int(20, W - 40);
    return `${rect(x - 6, ground - 90, 12, 90, '#6b4423')}<circle cx="${x}" cy="${ground - 110}" r="${r.int(36, 56)}" fill="${r.pick(['#15803d', '#16a34a', '#166534', '#4d7c0f'])}"/>`;
  }).join('');
  return {
    ground,
    back: `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${haze}"/></linearGradient></defs>
  ${rect(0, 0, W, ground, 'url(#s)')}${rect(0, ground, W, H - ground, r.pick(['#a3a3a3', '#9ca3af', '#a8a29e']))}`,
    trees,
  };
}

function windowGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  glass: string,
) {
  let out = '';
  for (let row = 0; row < rows; row += 1)
    for (let col = 0; col < cols; col += 1)
      out += rect(x + col * (w + gap), y + row * (h + gap), w, h, glass, 'stroke="#ffffff" stroke-width="4"');
  return out;
}

/** An apartment block of four to seven floors with balconies. */
function apartment(r: Random) {
  const { ground, back, trees } = outdoor(r);
  const floors = r.int(4, 7);
  const floorH = Math.floor((ground - 60) / floors);
  const width = r.int(420, 560);
  const x = r.int(60, W - width - 60);
  const paint = r.pick(PAINTS);
  const trim = r.pick(ACCENTS);
  let balconies = '';
  for (let f = 0; f < floors; f += 1)
    balconies += rect(x - 10, ground - (f + 1) * floorH + floorH - 18, width + 20, 10, trim);
  return svg(`${back}${rect(x, ground - floors * floorH, width, floors * floorH, paint)}
  ${windowGrid(x + 30, ground - floors * floorH + 20, 4, floors, (width - 60 - 3 * 30) / 4, floorH - 50, 30, '#93c5fd')}
  ${balconies}${rect(x + width / 2 - 40, ground - 90, 80, 90, '#57534e')}${trees}`);
}

/** An independent house of two floors with a balcony, a sloping roof and a gate. */
function house(r: Random) {
  const { ground, back, trees } = outdoor(r);
  const width = r.int(380, 480);
  const x = r.int(80, W - width - 80);
  const paint = r.pick(PAINTS);
  const roof = r.pick(['#b91c1c', '#7c2d12', '#334155', '#a16207']);
  const top = ground - 330;
  return svg(`${back}<polygon points="${x - 30},${top} ${x + width / 2},${top - 110} ${x + width + 30},${top}" fill="${roof}"/>
  ${rect(x, top, width, 330, paint)}
  ${windowGrid(x + 40, top + 40, 3, 2, (width - 80 - 2 * 40) / 3, 100, 40, '#bae6fd')}
  ${rect(x - 10, top + 150, width + 20, 12, r.pick(ACCENTS))}
  ${rect(x + width / 2 - 35, ground - 110, 70, 110, r.pick(WOODS))}
  ${rect(x - 60, ground - 60, width + 120, 8, '#4b5563')}${rect(x - 60, ground - 60, 8, 60, '#4b5563')}
  ${rect(x + width + 52, ground - 60, 8, 60, '#4b5563')}${trees}`);
}

/** A wide hostel building of three floors with rows of windows and a blank sign board. */
function hostelBlock(r: Random) {
  const { ground, back, trees } = outdoor(r);
  const paint = r.pick(PAINTS);
  const band = r.pick(ACCENTS);
  const x = 50;
  const width = W - 100;
  const top = ground - 360;
  return svg(`${back}${rect(x, top, width, 360, paint)}${rect(x, top, width, 24, band)}
  ${windowGrid(x + 30, top + 60, 8, 3, (width - 60 - 7 * 24) / 8, 70, 24, '#a5f3fc')}
  ${rect(W / 2 - 150, top - 70, 300, 56, band, 'rx="8"')}${rect(W / 2 - 130, top - 56, 260, 28, '#ffffff', 'opacity="0.6" rx="4"')}
  ${rect(W / 2 - 60, ground - 100, 120, 100, '#44403c')}${trees}`);
}

/** Every layout, by the name its pictures are stored under (property-<layout>-NN). */
export const LAYOUTS = {
  apartment,
  house,
  hostel: hostelBlock,
  'single-room': singleRoom,
  'shared-room': sharedRoom,
  'bunk-room': bunkRoom,
  study: studyRoom,
  dining: diningHall,
  kitchen,
} as const;

export type Layout = keyof typeof LAYOUTS;

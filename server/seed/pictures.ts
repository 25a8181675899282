// Demo pictures, made by the project itself (nothing is downloaded): flat SVG illustrations of school life
// around Kilimanjaro, rendered to PNG by sharp. A seeded generator varies colours and positions, so the same
// label always gives the same picture (and the same content-addressed media key).
import sharp from 'sharp';

export type Scene =
  | 'campus'
  | 'classroom'
  | 'library'
  | 'reading'
  | 'laboratory'
  | 'computers'
  | 'sports'
  | 'graduation'
  | 'transport'
  | 'culture'
  | 'art'
  | 'garden'
  | 'partner'
  | 'portrait';

export interface PictureSpec {
  scene: Scene;
  /** Any text; the same label always draws the same picture. */
  label: string;
  width?: number;
  height?: number;
  /** Portraits only: who is shown (chosen by the seed when absent). */
  person?: 'woman' | 'man';
}

// ---- randomness ---------------------------------------------------------------------------------

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

/** FNV-1a hash of a label, as a 32-bit seed. */
export function seedOf(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: tiny, fast and good enough to scatter trees and children. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
}

// ---- palette ------------------------------------------------------------------------------------

const SKIES: [string, string][] = [
  ['#5fb8e6', '#d6f0fb'],
  ['#79c6ee', '#fbe7c6'],
  ['#f2a65a', '#fde3b5'],
  ['#8ccbe8', '#f3f0dc'],
  ['#4fa3d9', '#c9ecf7'],
];
const SKIN = ['#5a3825', '#6b4226', '#7a4b2a', '#8d5524', '#4a2c1d', '#6f4a34'];
const SKIN_LIGHT = ['#f1c27d', '#e0ac69', '#f6d2b0', '#d9a27a'];
const HAIR = '#1d1512';
const SHIRTS = ['#ffffff', '#e8f4fb', '#cfe8f7', '#fff4d6'];
const UNIFORMS = ['#0f8b8d', '#23395b', '#8c2f39', '#2a7f4f', '#0b6e70'];
const BRIGHT = ['#f28c28', '#f6c744', '#e4572e', '#17bebb', '#7b5ea7', '#2e86ab', '#3bb273', '#e15a97'];
const TEAL = '#0f8b8d';
const ORANGE = '#f28c28';

const f = (n: number) => Math.round(n * 10) / 10;

// ---- SVG builder --------------------------------------------------------------------------------

class Svg {
  readonly r: Rng;
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private ids = 0;

  constructor(r: Rng) {
    this.r = r;
  }

  add(...parts: string[]) {
    this.parts.push(...parts);
  }

  /** A vertical (or horizontal) gradient; answers the fill value. */
  gradient(stops: string[], horizontal = false): string {
    const id = `g${++this.ids}`;
    const dir = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
    const s = stops
      .map((c, i) => `<stop offset="${f(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" ${dir}>${s}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(inner: string, outer: string, innerOpacity = 1, outerOpacity = 0): string {
    const id = `g${++this.ids}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/>` +
        `<stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Vertical stripes, for corrugated iron roofs. */
  stripes(base: string, line: string, gap = 14): string {
    const id = `p${++this.ids}`;
    this.defs.push(
      `<pattern id="${id}" width="${gap}" height="10" patternUnits="userSpaceOnUse">` +
        `<rect width="${gap}" height="10" fill="${base}"/><rect width="${f(gap * 0.3)}" height="10" fill="${line}"/></pattern>`,
    );
    return `url(#${id})`;
  }

  /** A kanga-like print: dots on a colour. */
  dots(base: string, dot: string, size = 18): string {
    const id = `p${++this.ids}`;
    this.defs.push(
      `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
        `<rect width="${size}" height="${size}" fill="${base}"/><circle cx="${size / 2}" cy="${size / 2}" r="${f(size / 5)}" fill="${dot}"/></pattern>`,
    );
    return `url(#${id})`;
  }

  /** A Maasai shuka-like check. */
  checks(base: string, line: string, size = 22): string {
    const id = `p${++this.ids}`;
    this.defs.push(
      `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
        `<rect width="${size}" height="${size}" fill="${base}"/><rect width="${size}" height="${f(size / 5)}" fill="${line}"/>` +
        `<rect width="${f(size / 5)}" height="${size}" fill="${line}"/></pattern>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = `c${++this.ids}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  render(width: number, height: number, viewWidth: number, viewHeight: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

// ---- landscape pieces ---------------------------------------------------------------------------

function sky(s: Svg, height = 1000) {
  const [top, bottom] = s.r.pick(SKIES);
  s.add(`<rect width="1600" height="${height}" fill="${s.gradient([top, bottom])}"/>`);
}

function sun(s: Svg, x: number, y: number, r: number) {
  s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.4)}" fill="${s.radial('#fff6c9', '#fff6c9', 0.8, 0)}"/>`);
  s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#ffd35c"/>`);
}

function cloud(s: Svg, x: number, y: number, w: number) {
  const h = w * 0.28;
  s.add(
    `<g fill="#ffffff" opacity="0.85"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(h / 2)}"/>` +
      `<ellipse cx="${f(x - w * 0.18)}" cy="${f(y - h * 0.35)}" rx="${f(w * 0.22)}" ry="${f(h * 0.55)}"/>` +
      `<ellipse cx="${f(x + w * 0.12)}" cy="${f(y - h * 0.5)}" rx="${f(w * 0.25)}" ry="${f(h * 0.7)}"/></g>`,
  );
}

function clouds(s: Svg, count: number, maxY = 300) {
  for (let i = 0; i < count; i++) cloud(s, s.r.range(80, 1520), s.r.range(70, maxY), s.r.range(160, 300));
}

/** Kibo's broad, flat-topped cone with its snow cap, and Mawenzi's jagged peak beside it. */
function kilimanjaro(s: Svg, cx: number, base: number, width: number, height: number) {
  const x0 = cx - width / 2;
  const top = base - height;
  const p = (u: number, v: number) => `${f(x0 + width * u)},${f(top + height * v)}`;
  // Mawenzi, further away and to the right.
  s.add(
    `<path d="M${p(0.55, 1)} L${p(0.74, 0.42)} L${p(0.77, 0.3)} L${p(0.8, 0.38)} L${p(0.83, 0.27)} L${p(0.87, 0.45)} L${p(1.08, 1)} Z" fill="#8a97b8"/>`,
  );
  s.add(
    `<path d="M${p(0, 1)} C${p(0.18, 0.72)} ${p(0.3, 0.25)} ${p(0.4, 0.03)} L${p(0.6, 0)} C${p(0.68, 0.2)} ${p(0.8, 0.7)} ${p(0.95, 1)} Z" fill="${s.gradient(['#6d7fa8', '#56688f'])}"/>`,
  );
  s.add(
    `<path d="M${p(0.36, 0.11)} L${p(0.4, 0.03)} L${p(0.6, 0)} L${p(0.645, 0.12)} L${p(0.62, 0.2)} L${p(0.59, 0.13)} L${p(0.56, 0.24)} ` +
      `L${p(0.52, 0.12)} L${p(0.48, 0.22)} L${p(0.45, 0.12)} L${p(0.41, 0.2)} Z" fill="#f7fbff"/>`,
  );
}

function hills(s: Svg, base: number, amplitude: number, color: string) {
  let d = `M0,${f(base)}`;
  const steps = 5;
  for (let i = 0; i < steps; i++) {
    const x1 = (1600 / steps) * (i + 0.5);
    const x2 = (1600 / steps) * (i + 1);
    d += ` Q${f(x1)},${f(base - s.r.range(0.3, 1) * amplitude)} ${f(x2)},${f(base - s.r.range(0, 0.3) * amplitude)}`;
  }
  s.add(`<path d="${d} L1600,1000 L0,1000 Z" fill="${color}"/>`);
}

function ground(s: Svg, horizon: number, colors: [string, string] = ['#8fbf5a', '#6fa344']) {
  s.add(`<rect y="${f(horizon)}" width="1600" height="${f(1000 - horizon)}" fill="${s.gradient(colors)}"/>`);
}

/** A red-earth path running towards the viewer. */
function earthPath(s: Svg, horizon: number, x: number) {
  s.add(
    `<path d="M${f(x - 20)},${f(horizon)} L${f(x + 20)},${f(horizon)} L${f(x + 260)},1000 L${f(x - 200)},1000 Z" fill="#c9875a" opacity="0.9"/>`,
  );
}

function acacia(s: Svg, x: number, gy: number, k: number) {
  const green = s.r.pick(['#3d6b35', '#4a7a3b', '#35603a']);
  const t = (n: number) => f(n * k);
  s.add(
    `<g><path d="M${f(x - 7 * k)},${f(gy)} L${f(x - 3 * k)},${f(gy - 120 * k)} L${f(x - 60 * k)},${f(gy - 190 * k)} L${f(x - 52 * k)},${f(gy - 196 * k)} ` +
      `L${f(x)},${f(gy - 140 * k)} L${f(x + 55 * k)},${f(gy - 200 * k)} L${f(x + 63 * k)},${f(gy - 194 * k)} L${f(x + 7 * k)},${f(gy - 118 * k)} L${f(x + 9 * k)},${f(gy)} Z" fill="#5b3b23"/>` +
      `<ellipse cx="${f(x)}" cy="${f(gy - 205 * k)}" rx="${t(150)}" ry="${t(30)}" fill="${green}"/>` +
      `<ellipse cx="${f(x - 70 * k)}" cy="${f(gy - 218 * k)}" rx="${t(75)}" ry="${t(22)}" fill="${green}"/>` +
      `<ellipse cx="${f(x + 60 * k)}" cy="${f(gy - 222 * k)}" rx="${t(85)}" ry="${t(24)}" fill="${green}"/>` +
      `<ellipse cx="${f(x + 10 * k)}" cy="${f(gy - 232 * k)}" rx="${t(60)}" ry="${t(18)}" fill="#5a8c46" opacity="0.8"/></g>`,
  );
}

/** A round shade tree, like the mango trees in school yards. */
function shadeTree(s: Svg, x: number, gy: number, k: number) {
  const green = s.r.pick(['#3f7d3a', '#4c8a3f', '#2f6b3a']);
  s.add(
    `<g><rect x="${f(x - 10 * k)}" y="${f(gy - 110 * k)}" width="${f(20 * k)}" height="${f(110 * k)}" fill="#5b3b23"/>` +
      `<circle cx="${f(x)}" cy="${f(gy - 160 * k)}" r="${f(70 * k)}" fill="${green}"/>` +
      `<circle cx="${f(x - 55 * k)}" cy="${f(gy - 130 * k)}" r="${f(48 * k)}" fill="${green}"/>` +
      `<circle cx="${f(x + 55 * k)}" cy="${f(gy - 128 * k)}" r="${f(50 * k)}" fill="${green}"/>` +
      `<circle cx="${f(x + 15 * k)}" cy="${f(gy - 190 * k)}" r="${f(40 * k)}" fill="#5e9a49" opacity="0.7"/></g>`,
  );
}

function bananaPlant(s: Svg, x: number, gy: number, k: number) {
  const leaf = (angle: number) =>
    `<path d="M0,0 Q40,-30 110,-10 Q50,8 0,0 Z" fill="#4f9a3f" transform="translate(${f(x)},${f(gy - 100 * k)}) rotate(${angle}) scale(${f(k)})"/>`;
  s.add(
    `<rect x="${f(x - 6 * k)}" y="${f(gy - 100 * k)}" width="${f(12 * k)}" height="${f(100 * k)}" fill="#7a9a3a"/>`,
  );
  s.add(leaf(-30), leaf(-150), leaf(-80), leaf(-10), leaf(-170));
}

function tanzaniaFlag(s: Svg, x: number, y: number, w: number) {
  const h = w * (2 / 3);
  const clip = s.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`);
  s.add(
    `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#00a3dd"/>` +
      `<path d="M${f(x)},${f(y)} L${f(x + w)},${f(y)} L${f(x)},${f(y + h)} Z" fill="#1eb53a"/>` +
      `<path d="M${f(x + w)},${f(y)} L${f(x + w)},${f(y + h * 0.25)} L${f(x + w * 0.25)},${f(y + h)} L${f(x)},${f(y + h)} L${f(x)},${f(y + h * 0.75)} L${f(x + w * 0.75)},${f(y)} Z" fill="#fcd116"/>` +
      `<path d="M${f(x + w)},${f(y + h * 0.05)} L${f(x + w)},${f(y + h * 0.18)} L${f(x + w * 0.16)},${f(y + h)} L${f(x)},${f(y + h)} L${f(x)},${f(y + h * 0.95)} L${f(x + w * 0.84)},${f(y)} L${f(x + w * 0.93)},${f(y)} Z" fill="#000000"/></g>`,
  );
}

function germanyFlag(s: Svg, x: number, y: number, w: number) {
  const h = w * 0.6;
  s.add(
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h / 3)}" fill="#000000"/>` +
      `<rect x="${f(x)}" y="${f(y + h / 3)}" width="${f(w)}" height="${f(h / 3)}" fill="#dd0000"/>` +
      `<rect x="${f(x)}" y="${f(y + (2 * h) / 3)}" width="${f(w)}" height="${f(h / 3)}" fill="#ffce00"/>`,
  );
}

function flagPole(s: Svg, x: number, gy: number, height: number) {
  s.add(`<rect x="${f(x - 4)}" y="${f(gy - height)}" width="8" height="${f(height)}" fill="#9aa3ad"/>`);
  s.add(`<circle cx="${f(x)}" cy="${f(gy - height)}" r="7" fill="#d9b44a"/>`);
  tanzaniaFlag(s, x + 4, gy - height + 6, 120);
}

/** A single-storey school block: plastered walls, a veranda, and a low corrugated iron roof. */
function schoolBuilding(s: Svg, x: number, gy: number, w: number, h: number) {
  const wall = s.r.pick(['#f3e6c8', '#f6efe1', '#efe0bd', '#f5e9d3']);
  const trim = s.r.pick([TEAL, '#2e6f95', '#8c2f39', '#3b7d4f']);
  const roofY = gy - h;
  const roof = s.stripes(s.r.pick(['#a9b4bd', '#9aa8b3', '#b86b4b']), 'rgba(0,0,0,0.14)', 16);
  s.add(`<rect x="${f(x)}" y="${f(roofY)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`);
  s.add(
    `<rect x="${f(x)}" y="${f(gy - h * 0.22)}" width="${f(w)}" height="${f(h * 0.22)}" fill="${trim}" opacity="0.85"/>`,
  );
  s.add(
    `<path d="M${f(x - 30)},${f(roofY + 8)} L${f(x + w * 0.08)},${f(roofY - h * 0.38)} L${f(x + w * 0.92)},${f(roofY - h * 0.38)} L${f(x + w + 30)},${f(roofY + 8)} Z" fill="${roof}"/>`,
  );
  s.add(`<rect x="${f(x - 30)}" y="${f(roofY + 4)}" width="${f(w + 60)}" height="10" fill="rgba(0,0,0,0.18)"/>`);
  const windows = Math.max(3, Math.round(w / 120));
  const door = Math.floor(windows / 2);
  const cell = w / windows;
  for (let i = 0; i < windows; i++) {
    const cx = x + cell * (i + 0.5);
    if (i === door) {
      s.add(
        `<rect x="${f(cx - cell * 0.2)}" y="${f(gy - h * 0.7)}" width="${f(cell * 0.4)}" height="${f(h * 0.7)}" fill="#7a4b2a"/>`,
      );
      s.add(
        `<rect x="${f(cx - cell * 0.32)}" y="${f(roofY + h * 0.08)}" width="${f(cell * 0.64)}" height="${f(h * 0.12)}" fill="${trim}" rx="4"/>`,
      );
      s.add(
        `<rect x="${f(cx - cell * 0.22)}" y="${f(roofY + h * 0.125)}" width="${f(cell * 0.44)}" height="${f(h * 0.03)}" fill="#ffffff" opacity="0.85"/>`,
      );
      continue;
    }
    const ww = cell * 0.5;
    const wy = roofY + h * 0.28;
    const wh = h * 0.34;
    s.add(
      `<rect x="${f(cx - ww / 2)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="#5d87a8" stroke="${trim}" stroke-width="6"/>` +
        `<path d="M${f(cx)},${f(wy)} V${f(wy + wh)} M${f(cx - ww / 2)},${f(wy + wh / 2)} H${f(cx + ww / 2)}" stroke="${trim}" stroke-width="4"/>` +
        `<path d="M${f(cx - ww / 2 + 6)},${f(wy + 6)} L${f(cx - 6)},${f(wy + wh / 2 - 6)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="5"/>`,
    );
  }
}

function road(s: Svg, top: number, height: number) {
  s.add(`<rect y="${f(top)}" width="1600" height="${f(height)}" fill="#6b6e73"/>`);
  s.add(`<rect y="${f(top)}" width="1600" height="8" fill="#c9875a"/>`);
  for (let x = 20; x < 1600; x += 140) {
    s.add(`<rect x="${x}" y="${f(top + height / 2 - 4)}" width="80" height="8" fill="#f4f1e6"/>`);
  }
}

/** A yellow school bus seen from the side. */
function bus(s: Svg, x: number, gy: number, k: number, faces: number) {
  const w = 560 * k;
  const h = 190 * k;
  const top = gy - h - 34 * k;
  const body = s.r.pick(['#f6c744', '#f2b632', ORANGE]);
  s.add(`<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(22 * k)}" fill="${body}"/>`);
  s.add(
    `<path d="M${f(x + w - 10 * k)},${f(top + 70 * k)} h${f(70 * k)} q${f(16 * k)},0 ${f(16 * k)},${f(18 * k)} v${f(h - 88 * k)} h${f(-86 * k)} Z" fill="${body}"/>`,
  );
  s.add(
    `<rect x="${f(x)}" y="${f(top + h * 0.62)}" width="${f(w + 76 * k)}" height="${f(14 * k)}" fill="#222831" opacity="0.85"/>`,
  );
  for (let i = 0; i < 6; i++) {
    const wx = x + 24 * k + i * 80 * k;
    s.add(
      `<rect x="${f(wx)}" y="${f(top + 22 * k)}" width="${f(64 * k)}" height="${f(60 * k)}" rx="${f(6 * k)}" fill="#bfe3f5"/>`,
    );
    if (i < faces) {
      const skin = s.r.pick(SKIN);
      s.add(`<circle cx="${f(wx + 32 * k)}" cy="${f(top + 62 * k)}" r="${f(15 * k)}" fill="${skin}"/>`);
      s.add(
        `<path d="M${f(wx + 17 * k)},${f(top + 60 * k)} a${f(15 * k)},${f(15 * k)} 0 0 1 ${f(30 * k)},0 Z" fill="${HAIR}"/>`,
      );
    }
  }
  s.add(
    `<rect x="${f(x + w - 8 * k)}" y="${f(top + 22 * k)}" width="${f(56 * k)}" height="${f(56 * k)}" rx="${f(6 * k)}" fill="#bfe3f5"/>`,
  );
  s.add(`<circle cx="${f(x + w + 70 * k)}" cy="${f(top + h - 30 * k)}" r="${f(9 * k)}" fill="#fff3b0"/>`);
  s.add(
    `<rect x="${f(x + 20 * k)}" y="${f(top + h * 0.74)}" width="${f(260 * k)}" height="${f(20 * k)}" rx="${f(4 * k)}" fill="#222831" opacity="0.3"/>`,
  );
  for (const wx of [x + 110 * k, x + w - 60 * k]) {
    s.add(`<circle cx="${f(wx)}" cy="${f(gy - 30 * k)}" r="${f(40 * k)}" fill="#222831"/>`);
    s.add(`<circle cx="${f(wx)}" cy="${f(gy - 30 * k)}" r="${f(17 * k)}" fill="#b9c0c8"/>`);
  }
}

// ---- people ------------------------------------------------------------------------------------

interface PersonOptions {
  skin?: string;
  shirt?: string;
  bottom?: string;
  girl?: boolean;
  pose?: 'stand' | 'wave' | 'cheer' | 'run' | 'hold' | 'drum';
  back?: boolean;
  adult?: boolean;
  gown?: string;
  cap?: boolean;
  goggles?: boolean;
  wrap?: string;
  bag?: string;
}

/** A child (or, with `adult`, a grown-up) standing with feet at (x, gy); about 175 units tall at k = 1. */
function person(s: Svg, x: number, gy: number, k: number, o: PersonOptions = {}) {
  const skin = o.skin ?? s.r.pick(SKIN);
  const shirt = o.shirt ?? s.r.pick(SHIRTS);
  const bottom = o.bottom ?? s.r.pick(UNIFORMS);
  const girl = o.girl ?? s.r.chance(0.5);
  const pose = o.pose ?? 'stand';
  const legLen = o.adult ? 78 : 60;
  const hip = gy - legLen * k;
  const P = (dx: number, dy: number) => `${f(x + dx * k)},${f(hip + dy * k)}`;
  const out: string[] = [];
  const limb = (d: string, color: string, width: number) =>
    `<path d="${d}" stroke="${color}" stroke-width="${f(width * k)}" stroke-linecap="round" fill="none"/>`;

  // Legs and shoes.
  const feet: [left: [number, number], right: [number, number]] =
    pose === 'run'
      ? [
          [-26, legLen - 8],
          [22, legLen - 22],
        ]
      : [
          [-9, legLen - 4],
          [9, legLen - 4],
        ];
  for (const [dx, dy] of feet) {
    out.push(limb(`M${P(dx > 0 ? 7 : -7, 0)} L${P(dx, dy)}`, skin, 11));
    out.push(
      `<ellipse cx="${f(x + (dx + (dx > 0 ? 3 : -3)) * k)}" cy="${f(hip + (dy + 4) * k)}" rx="${f(9 * k)}" ry="${f(5 * k)}" fill="#1f1f24"/>`,
    );
  }
  const shoulderY = -78;
  if (o.gown) {
    out.push(
      `<path d="M${P(-22, shoulderY)} L${P(22, shoulderY)} L${P(30, legLen - 12)} L${P(-30, legLen - 12)} Z" fill="${o.gown}"/>`,
    );
  } else if (o.wrap) {
    out.push(
      `<path d="M${P(-21, shoulderY + 4)} L${P(21, shoulderY + 4)} L${P(30, legLen - 6)} L${P(-30, legLen - 6)} Z" fill="${o.wrap}"/>`,
    );
  } else {
    if (girl) {
      const len = o.adult ? legLen - 10 : 20;
      out.push(`<path d="M${P(-19, -34)} L${P(19, -34)} L${P(27, len)} L${P(-27, len)} Z" fill="${bottom}"/>`);
    } else if (o.adult) {
      out.push(limb(`M${P(-8, -30)} L${P(feet[0][0], feet[0][1] - 4)}`, bottom, 16));
      out.push(limb(`M${P(8, -30)} L${P(feet[1][0], feet[1][1] - 4)}`, bottom, 16));
    } else {
      out.push(
        `<rect x="${f(x - 19 * k)}" y="${f(hip - 36 * k)}" width="${f(38 * k)}" height="${f(30 * k)}" rx="${f(4 * k)}" fill="${bottom}"/>`,
      );
    }
    out.push(
      `<rect x="${f(x - 20 * k)}" y="${f(hip + shoulderY * k)}" width="${f(40 * k)}" height="${f(50 * k)}" rx="${f(10 * k)}" fill="${shirt}"/>`,
    );
    if (girl && !o.adult)
      out.push(
        `<rect x="${f(x - 20 * k)}" y="${f(hip - 40 * k)}" width="${f(40 * k)}" height="${f(8 * k)}" fill="${bottom}"/>`,
      );
  }
  if (o.bag)
    out.push(
      `<rect x="${f(x + (o.back ? -17 : 14) * k)}" y="${f(hip - 72 * k)}" width="${f((o.back ? 34 : 12) * k)}" height="${f(36 * k)}" rx="${f(5 * k)}" fill="${o.bag}"/>`,
    );

  // Arms: a short sleeve, then skin.
  const sleeve = o.gown ?? o.wrap ?? shirt;
  const arms: [number, number][] =
    pose === 'cheer'
      ? [
          [-34, -128],
          [34, -128],
        ]
      : pose === 'wave'
        ? [
            [-26, -20],
            [36, -124],
          ]
        : pose === 'run'
          ? [
              [-30, -80],
              [30, -28],
            ]
          : pose === 'hold' || pose === 'drum'
            ? [
                [-10, -40],
                [10, -40],
              ]
            : [
                [-27, -22],
                [27, -22],
              ];
  for (const [i, [hx, hy]] of arms.entries()) {
    const sx = i === 0 ? -17 : 17;
    const ex = sx + (hx - sx) * 0.35;
    const ey = shoulderY + 6 + (hy - shoulderY - 6) * 0.35;
    out.push(limb(`M${P(sx, shoulderY + 6)} L${P(hx, hy)}`, skin, 9));
    out.push(limb(`M${P(sx, shoulderY + 6)} L${P(ex, ey)}`, sleeve, 12));
  }
  if (pose === 'hold') {
    const book = s.r.pick(BRIGHT);
    out.push(
      `<rect x="${f(x - 18 * k)}" y="${f(hip - 56 * k)}" width="${f(36 * k)}" height="${f(26 * k)}" rx="${f(2 * k)}" fill="${book}"/>`,
    );
    out.push(
      `<rect x="${f(x - 1 * k)}" y="${f(hip - 56 * k)}" width="${f(2 * k)}" height="${f(26 * k)}" fill="#ffffff" opacity="0.7"/>`,
    );
  }

  // Neck, head, hair, face.
  const hy = hip + (shoulderY - 24) * k;
  out.push(
    `<rect x="${f(x - 6 * k)}" y="${f(hy + 10 * k)}" width="${f(12 * k)}" height="${f(16 * k)}" fill="${skin}"/>`,
  );
  out.push(`<circle cx="${f(x)}" cy="${f(hy)}" r="${f(20 * k)}" fill="${skin}"/>`);
  const hr = 21 * k;
  if (o.back) {
    out.push(`<path d="M${f(x - hr)},${f(hy + 6 * k)} a${f(hr)},${f(hr)} 0 1 1 ${f(2 * hr)},0 Z" fill="${HAIR}"/>`);
  } else {
    out.push(
      `<path d="M${f(x - hr)},${f(hy - 2 * k)} q${f(hr)},${f(-12 * k)} ${f(2 * hr)},0 a${f(hr)},${f(hr)} 0 0 0 ${f(-2 * hr)},0 Z" fill="${HAIR}"/>`,
    );
  }
  if (girl && !o.cap) {
    const style = s.r.int(0, 2);
    if (style === 0)
      out.push(
        `<circle cx="${f(x - 20 * k)}" cy="${f(hy - 14 * k)}" r="${f(10 * k)}" fill="${HAIR}"/><circle cx="${f(x + 20 * k)}" cy="${f(hy - 14 * k)}" r="${f(10 * k)}" fill="${HAIR}"/>`,
      );
    else if (style === 1) out.push(`<circle cx="${f(x)}" cy="${f(hy - 24 * k)}" r="${f(11 * k)}" fill="${HAIR}"/>`);
    else
      out.push(
        `<path d="M${f(x - hr)},${f(hy)} q${f(-6 * k)},${f(22 * k)} ${f(2 * k)},${f(30 * k)} M${f(x + hr)},${f(hy)} q${f(6 * k)},${f(22 * k)} ${f(-2 * k)},${f(30 * k)}" stroke="${HAIR}" stroke-width="${f(6 * k)}" fill="none" stroke-linecap="round"/>`,
      );
  }
  if (!o.back) {
    out.push(
      `<circle cx="${f(x - 7 * k)}" cy="${f(hy + 1 * k)}" r="${f(2.4 * k)}" fill="#1a1110"/><circle cx="${f(x + 7 * k)}" cy="${f(hy + 1 * k)}" r="${f(2.4 * k)}" fill="#1a1110"/>`,
    );
    out.push(
      `<path d="M${f(x - 7 * k)},${f(hy + 9 * k)} q${f(7 * k)},${f(6 * k)} ${f(14 * k)},0" stroke="#2b1a14" stroke-width="${f(2 * k)}" fill="none" stroke-linecap="round"/>`,
    );
    if (o.goggles) {
      out.push(
        `<rect x="${f(x - 16 * k)}" y="${f(hy - 6 * k)}" width="${f(32 * k)}" height="${f(12 * k)}" rx="${f(5 * k)}" fill="#bfe8ff" fill-opacity="0.75" stroke="#2e86ab" stroke-width="${f(2.5 * k)}"/>`,
      );
    }
  }
  if (o.cap) out.push(mortarboard(x, hy - 18 * k, k, 0, s.r.pick(['#1b1f3b', '#23395b', '#3a1f2b'])));
  s.add(`<g>${out.join('')}</g>`);
}

function mortarboard(x: number, y: number, k: number, angle: number, color: string): string {
  return (
    `<g transform="translate(${f(x)},${f(y)}) rotate(${f(angle)}) scale(${f(k)})">` +
    `<rect x="-16" y="-2" width="32" height="12" rx="3" fill="${color}"/>` +
    `<path d="M-36,0 L0,-13 L36,0 L0,13 Z" fill="${color}"/>` +
    `<path d="M0,0 L24,5 L24,22" stroke="#f6c744" stroke-width="3" fill="none"/><circle cx="24" cy="24" r="4" fill="#f6c744"/></g>`
  );
}

/** A row of children with varied skin, hair and uniform colour. */
function crowd(
  s: Svg,
  count: number,
  x0: number,
  x1: number,
  gy: number,
  k: number,
  base: PersonOptions = {},
  poses?: PersonOptions['pose'][],
) {
  const uniform = s.r.pick(UNIFORMS);
  const shirt = s.r.pick(SHIRTS);
  for (let i = 0; i < count; i++) {
    const x = count === 1 ? (x0 + x1) / 2 : x0 + ((x1 - x0) * i) / (count - 1) + s.r.range(-12, 12);
    const pose = poses ? poses[i % poses.length] : s.r.pick<PersonOptions['pose']>(['stand', 'stand', 'wave', 'hold']);
    person(s, x, gy + s.r.range(-6, 6), k * s.r.range(0.9, 1.08), { bottom: uniform, shirt, ...base, pose });
  }
}

// ---- interiors ---------------------------------------------------------------------------------

function room(s: Svg, wallTop: string, wallBottom: string, floorY = 760) {
  s.add(`<rect width="1600" height="${floorY}" fill="${s.gradient([wallTop, wallBottom])}"/>`);
  s.add(`<rect y="${floorY}" width="1600" height="${1000 - floorY}" fill="${s.gradient(['#c08a5b', '#a8714a'])}"/>`);
  for (let y = floorY + 40; y < 1000; y += 55)
    s.add(`<rect y="${y}" width="1600" height="3" fill="#000000" opacity="0.08"/>`);
  s.add(`<rect y="${floorY - 16}" width="1600" height="16" fill="#7a4b2a" opacity="0.6"/>`);
}

/** A window showing the sky and the mountain outside. */
function windowView(s: Svg, x: number, y: number, w: number, h: number) {
  const clip = s.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`);
  s.add(
    `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${s.gradient(['#7cc4ea', '#e3f4fb'])}"/>`,
  );
  s.add(
    `<path d="M${f(x - w * 0.1)},${f(y + h)} L${f(x + w * 0.35)},${f(y + h * 0.4)} L${f(x + w * 0.55)},${f(y + h * 0.38)} L${f(x + w * 1.1)},${f(y + h)} Z" fill="#6d7fa8"/>`,
  );
  s.add(
    `<path d="M${f(x + w * 0.31)},${f(y + h * 0.46)} L${f(x + w * 0.35)},${f(y + h * 0.4)} L${f(x + w * 0.55)},${f(y + h * 0.38)} L${f(x + w * 0.6)},${f(y + h * 0.45)} L${f(x + w * 0.5)},${f(y + h * 0.5)} L${f(x + w * 0.42)},${f(y + h * 0.46)} Z" fill="#ffffff"/>`,
  );
  s.add(`<rect x="${f(x)}" y="${f(y + h * 0.85)}" width="${f(w)}" height="${f(h * 0.15)}" fill="#6fa344"/></g>`);
  s.add(
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="#f4f1e6" stroke-width="14"/>`,
  );
  s.add(`<path d="M${f(x + w / 2)},${f(y)} V${f(y + h)}" stroke="#f4f1e6" stroke-width="8"/>`);
}

function bookshelf(s: Svg, x: number, y: number, w: number, h: number) {
  s.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#7a4b2a"/>`);
  const rows = 4;
  const rowH = h / rows;
  for (let r = 0; r < rows; r++) {
    const top = y + r * rowH + 12;
    const bottom = y + (r + 1) * rowH - 6;
    s.add(
      `<rect x="${f(x + 10)}" y="${f(top - 6)}" width="${f(w - 20)}" height="${f(bottom - top + 6)}" fill="#4e2f1a"/>`,
    );
    let bx = x + 14;
    while (bx < x + w - 30) {
      const bw = s.r.range(14, 26);
      const bh = (bottom - top) * s.r.range(0.7, 0.98);
      const lean = s.r.chance(0.08);
      const colour = s.r.pick(BRIGHT);
      s.add(
        lean
          ? `<rect x="${f(bx)}" y="${f(bottom - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${colour}" transform="rotate(12 ${f(bx)} ${f(bottom)})"/>`
          : `<rect x="${f(bx)}" y="${f(bottom - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${colour}"/>` +
              `<rect x="${f(bx + 3)}" y="${f(bottom - bh + 8)}" width="${f(bw - 6)}" height="3" fill="#ffffff" opacity="0.6"/>`,
      );
      bx += bw + (lean ? 14 : 2);
    }
    s.add(`<rect x="${f(x + 6)}" y="${f(bottom)}" width="${f(w - 12)}" height="8" fill="#9c6a43"/>`);
  }
}

function table(s: Svg, x: number, y: number, w: number, colour = '#a4693f') {
  s.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="22" rx="4" fill="${colour}"/>`);
  s.add(
    `<rect x="${f(x + 20)}" y="${f(y + 22)}" width="14" height="120" fill="#6e4426"/><rect x="${f(x + w - 34)}" y="${f(y + 22)}" width="14" height="120" fill="#6e4426"/>`,
  );
}

function openBook(s: Svg, x: number, y: number, k: number) {
  const colour = s.r.pick(BRIGHT);
  s.add(
    `<g transform="translate(${f(x)},${f(y)}) scale(${f(k)})"><path d="M-46,4 L0,10 L46,4 L46,-26 L0,-20 L-46,-26 Z" fill="${colour}"/>` +
      `<path d="M-42,0 L0,5 L0,-24 L-42,-29 Z M42,0 L0,5 L0,-24 L42,-29 Z" fill="#fffdf5"/>` +
      `<path d="M-34,-18 L-8,-15 M-34,-11 L-8,-8 M34,-18 L8,-15 M34,-11 L8,-8" stroke="#b7b2a4" stroke-width="2"/></g>`,
  );
}

function blackboard(s: Svg, x: number, y: number, w: number, h: number) {
  s.add(`<rect x="${f(x - 12)}" y="${f(y - 12)}" width="${f(w + 24)}" height="${f(h + 24)}" rx="6" fill="#8a5a36"/>`);
  s.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#2f4f3e"/>`);
  const chalk = 'stroke="#eef3ea" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.85"';
  // Chalk sums, a triangle and a sun, drawn rather than written (the renderer may lack fonts).
  s.add(
    `<path d="M${f(x + 60)},${f(y + 60)} h40 M${f(x + 80)},${f(y + 40)} v40 M${f(x + 130)},${f(y + 50)} h30 M${f(x + 130)},${f(y + 70)} h30 M${f(x + 190)},${f(y + 40)} q25,-10 25,15 t-25,25 h30" ${chalk}/>`,
  );
  s.add(`<path d="M${f(x + 60)},${f(y + 200)} l60,-90 l60,90 Z" ${chalk}/>`);
  s.add(`<circle cx="${f(x + w - 130)}" cy="${f(y + 90)}" r="38" ${chalk}/>`);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    s.add(
      `<path d="M${f(x + w - 130 + Math.cos(a) * 50)},${f(y + 90 + Math.sin(a) * 50)} L${f(x + w - 130 + Math.cos(a) * 68)},${f(y + 90 + Math.sin(a) * 68)}" ${chalk}/>`,
    );
  }
  for (let i = 0; i < 3; i++)
    s.add(`<path d="M${f(x + 260)},${f(y + 130 + i * 34)} h${f(s.r.range(120, 240))}" ${chalk}/>`);
}

function computerDesk(s: Svg, x: number, y: number, k = 1) {
  s.add(`<g transform="translate(${f(x)},${f(y)}) scale(${f(k)}) translate(${f(-x)},${f(-y)})">`);
  const screen = s.r.pick([TEAL, '#2e86ab', '#3bb273', '#7b5ea7']);
  s.add(`<rect x="${f(x - 80)}" y="${f(y - 140)}" width="160" height="110" rx="8" fill="#2b2f36"/>`);
  s.add(
    `<rect x="${f(x - 70)}" y="${f(y - 130)}" width="140" height="88" fill="${s.gradient(['#e9f6ff', '#bfe0f2'])}"/>`,
  );
  s.add(`<rect x="${f(x - 62)}" y="${f(y - 122)}" width="124" height="14" fill="${screen}"/>`);
  for (let i = 0; i < 3; i++)
    s.add(
      `<rect x="${f(x - 62)}" y="${f(y - 100 + i * 16)}" width="${f(s.r.range(50, 120))}" height="8" fill="#8aa1b1"/>`,
    );
  s.add(
    `<rect x="${f(x - 8)}" y="${f(y - 30)}" width="16" height="26" fill="#3b4049"/><rect x="${f(x - 40)}" y="${f(y - 8)}" width="80" height="8" rx="3" fill="#3b4049"/>`,
  );
  s.add('</g>');
}

function flask(s: Svg, x: number, gy: number, k: number) {
  const liquid = s.r.pick(['#3bb273', '#e4572e', '#2e86ab', '#7b5ea7', '#f6c744', '#e15a97']);
  const body = `M${f(x - 10 * k)},${f(gy - 80 * k)} V${f(gy - 50 * k)} L${f(x - 40 * k)},${f(gy)} H${f(x + 40 * k)} L${f(x + 10 * k)},${f(gy - 50 * k)} V${f(gy - 80 * k)} Z`;
  const clip = s.clip(`<path d="${body}"/>`);
  s.add(`<path d="${body}" fill="#e9f7fb" fill-opacity="0.8"/>`);
  s.add(
    `<rect x="${f(x - 45 * k)}" y="${f(gy - 30 * k)}" width="${f(90 * k)}" height="${f(30 * k)}" fill="${liquid}" clip-path="${clip}"/>`,
  );
  s.add(`<path d="${body}" fill="none" stroke="#7f9aa6" stroke-width="${f(3 * k)}"/>`);
  for (let i = 0; i < 3; i++)
    s.add(
      `<circle cx="${f(x + s.r.range(-12, 12) * k)}" cy="${f(gy - s.r.range(40, 110) * k)}" r="${f(s.r.range(3, 7) * k)}" fill="${liquid}" opacity="0.5"/>`,
    );
}

function beaker(s: Svg, x: number, gy: number, k: number) {
  const liquid = s.r.pick(['#3bb273', '#e4572e', '#2e86ab', '#f6c744']);
  s.add(
    `<rect x="${f(x - 22 * k)}" y="${f(gy - 60 * k)}" width="${f(44 * k)}" height="${f(60 * k)}" rx="${f(4 * k)}" fill="#e9f7fb" fill-opacity="0.8" stroke="#7f9aa6" stroke-width="${f(3 * k)}"/>`,
  );
  s.add(
    `<rect x="${f(x - 20 * k)}" y="${f(gy - 30 * k)}" width="${f(40 * k)}" height="${f(28 * k)}" fill="${liquid}"/>`,
  );
}

function microscope(s: Svg, x: number, gy: number) {
  s.add(
    `<g fill="#3b4049"><rect x="${f(x - 40)}" y="${f(gy - 14)}" width="80" height="14" rx="4"/><path d="M${f(x + 10)},${f(gy - 14)} q30,-40 0,-90 l-14,8 q24,40 -4,82 Z"/>` +
      `<rect x="${f(x - 30)}" y="${f(gy - 56)}" width="50" height="8"/><rect x="${f(x - 26)}" y="${f(gy - 130)}" width="18" height="60" transform="rotate(-20 ${f(x - 17)} ${f(gy - 100)})"/></g>`,
  );
}

function bunting(s: Svg, y: number, sag: number) {
  s.add(`<path d="M0,${f(y)} Q800,${f(y + sag)} 1600,${f(y)}" stroke="#5b3b23" stroke-width="3" fill="none"/>`);
  for (let x = 20; x < 1600; x += 70) {
    const t = x / 1600;
    const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag) + t * t * y;
    s.add(`<path d="M${f(x)},${f(yy)} l50,0 l-25,44 Z" fill="${s.r.pick(BRIGHT)}"/>`);
  }
}

function drum(s: Svg, x: number, gy: number, k: number) {
  const body = s.r.pick(['#8c4a2f', '#a0522d', '#6e3b24']);
  s.add(
    `<g><path d="M${f(x - 40 * k)},${f(gy - 110 * k)} L${f(x + 40 * k)},${f(gy - 110 * k)} L${f(x + 28 * k)},${f(gy)} L${f(x - 28 * k)},${f(gy)} Z" fill="${body}"/>` +
      `<path d="M${f(x - 40 * k)},${f(gy - 110 * k)} L${f(x)},${f(gy - 20 * k)} L${f(x + 40 * k)},${f(gy - 110 * k)}" stroke="#e8d5b0" stroke-width="${f(3 * k)}" fill="none"/>` +
      `<ellipse cx="${f(x)}" cy="${f(gy - 110 * k)}" rx="${f(40 * k)}" ry="${f(10 * k)}" fill="#e8d5b0"/></g>`,
  );
}

function painting(s: Svg, x: number, y: number, w: number, h: number) {
  const clip = s.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`);
  s.add(`<rect x="${f(x - 8)}" y="${f(y - 8)}" width="${f(w + 16)}" height="${f(h + 16)}" fill="#8a5a36"/>`);
  s.add(
    `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${s.r.pick(['#fdf0d5', '#e8f4fb', '#fff4d6'])}"/>`,
  );
  const kind = s.r.int(0, 2);
  if (kind === 0) {
    s.add(`<circle cx="${f(x + w * 0.7)}" cy="${f(y + h * 0.3)}" r="${f(h * 0.15)}" fill="#f6c744"/>`);
    s.add(
      `<path d="M${f(x)},${f(y + h)} L${f(x + w * 0.4)},${f(y + h * 0.4)} L${f(x + w * 0.8)},${f(y + h)} Z" fill="#6d7fa8"/>`,
    );
    s.add(`<rect x="${f(x)}" y="${f(y + h * 0.8)}" width="${f(w)}" height="${f(h * 0.2)}" fill="#6fa344"/>`);
  } else if (kind === 1) {
    for (let i = 0; i < 5; i++)
      s.add(
        `<circle cx="${f(x + s.r.range(0.1, 0.9) * w)}" cy="${f(y + s.r.range(0.1, 0.9) * h)}" r="${f(s.r.range(0.1, 0.25) * h)}" fill="${s.r.pick(BRIGHT)}" opacity="0.8"/>`,
      );
  } else {
    s.add(`<path d="M${f(x + w * 0.5)},${f(y + h * 0.9)} V${f(y + h * 0.45)}" stroke="#3f7d3a" stroke-width="6"/>`);
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3;
      s.add(
        `<circle cx="${f(x + w * 0.5 + Math.cos(a) * h * 0.13)}" cy="${f(y + h * 0.35 + Math.sin(a) * h * 0.13)}" r="${f(h * 0.09)}" fill="${s.r.pick(BRIGHT)}"/>`,
      );
    }
    s.add(`<circle cx="${f(x + w * 0.5)}" cy="${f(y + h * 0.35)}" r="${f(h * 0.07)}" fill="#f6c744"/>`);
  }
  s.add('</g>');
}

function halfTimberedHouse(s: Svg, x: number, gy: number, w: number, h: number) {
  const beam = '#5b3b23';
  const roof = s.r.pick(['#b5452f', '#a63d2a', '#c0573b']);
  s.add(`<rect x="${f(x)}" y="${f(gy - h)}" width="${f(w)}" height="${f(h)}" fill="#f7f1e3"/>`);
  s.add(
    `<path d="M${f(x - 14)},${f(gy - h)} L${f(x + w / 2)},${f(gy - h - w * 0.75)} L${f(x + w + 14)},${f(gy - h)} Z" fill="${roof}"/>`,
  );
  s.add(
    `<path d="M${f(x)},${f(gy - h)} H${f(x + w)} M${f(x)},${f(gy - h / 2)} H${f(x + w)} M${f(x + w / 3)},${f(gy - h)} V${f(gy)} M${f(x + (2 * w) / 3)},${f(gy - h)} V${f(gy)} ` +
      `M${f(x)},${f(gy - h)} L${f(x + w / 3)},${f(gy - h / 2)} M${f(x + w)},${f(gy - h)} L${f(x + (2 * w) / 3)},${f(gy - h / 2)}" stroke="${beam}" stroke-width="8"/>`,
  );
  s.add(
    `<rect x="${f(x)}" y="${f(gy - h)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="${beam}" stroke-width="10"/>`,
  );
  for (const wx of [x + w / 6, x + (5 * w) / 6])
    s.add(
      `<rect x="${f(wx - w * 0.08)}" y="${f(gy - h * 0.38)}" width="${f(w * 0.16)}" height="${f(h * 0.2)}" fill="#5d87a8" stroke="#ffffff" stroke-width="4"/>`,
    );
  s.add(
    `<rect x="${f(x + w / 2 - w * 0.09)}" y="${f(gy - h * 0.42)}" width="${f(w * 0.18)}" height="${f(h * 0.42)}" fill="#7a4b2a"/>`,
  );
}

// ---- scenes ------------------------------------------------------------------------------------

/** Sky, sun, clouds, Kilimanjaro and green land: the outdoor backdrop. */
function outdoors(s: Svg, horizon: number, mountain = true) {
  sky(s, horizon + 50);
  sun(s, s.r.range(150, 1450), s.r.range(110, 200), s.r.range(50, 70));
  clouds(s, s.r.int(2, 4), horizon - 380);
  if (mountain) kilimanjaro(s, s.r.range(600, 1000), horizon + 10, s.r.range(1100, 1400), s.r.range(330, 400));
  hills(s, horizon + 10, 60, '#7aa65a');
  ground(s, horizon + 10);
}

const SCENES: Record<Exclude<Scene, 'portrait'>, (s: Svg) => void> = {
  campus(s) {
    const horizon = 560;
    outdoors(s, horizon);
    const left = s.r.chance(0.5);
    acacia(s, left ? 1380 : 200, horizon + 60, s.r.range(1, 1.25));
    schoolBuilding(s, left ? 180 : 620, horizon + 190, 800, 230);
    flagPole(s, left ? 1080 : 470, horizon + 200, 330);
    earthPath(s, horizon + 190, left ? 580 : 1020);
    shadeTree(s, left ? 1500 : 90, horizon + 250, 1.1);
    crowd(s, s.r.int(5, 7), 250, 1350, 930, 1.25, { bag: s.r.pick(BRIGHT) });
  },
  classroom(s) {
    room(s, '#f3ead7', '#e8dcc1');
    blackboard(s, 300, 120, 760, 340);
    windowView(s, 1180, 130, 300, 300);
    person(s, 1140, 760, 1.6, {
      adult: true,
      girl: s.r.chance(0.5),
      shirt: s.r.pick(BRIGHT),
      bottom: '#2b2f36',
      pose: 'wave',
    });
    // Seen from the back of the room: pupils sit on wooden benches, facing the board.
    const uniform = s.r.pick(UNIFORMS);
    for (let row = 0; row < 2; row++) {
      const gy = row === 0 ? 900 : 1060;
      const k = row === 0 ? 1.25 : 1.5;
      const deskY = gy - 112 * k;
      s.add(`<rect x="0" y="${f(deskY)}" width="1600" height="${f(18 * k)}" fill="#a4693f"/>`);
      for (let i = 0; i < 5; i++) {
        const x = 150 + i * 320 + row * 90 + s.r.range(-20, 20);
        person(s, x, gy, k, { back: true, bottom: uniform, shirt: '#ffffff' });
      }
      const benchY = gy - 66 * k;
      s.add(`<rect x="0" y="${f(benchY)}" width="1600" height="${f(1000 - benchY + 100)}" fill="#8a5a36"/>`);
      s.add(`<rect x="0" y="${f(benchY)}" width="1600" height="${f(10 * k)}" fill="#b07a4c"/>`);
    }
  },
  library(s) {
    room(s, '#efe5d3', '#e3d4b8');
    for (let i = 0; i < 4; i++) bookshelf(s, 40 + i * 390, 90, 360, 560);
    const uniform = s.r.pick(UNIFORMS);
    for (let i = 0; i < 4; i++)
      person(s, 260 + i * 360 + s.r.range(-30, 30), 930, 1.3, { pose: 'hold', bottom: uniform, shirt: '#ffffff' });
    table(s, 120, 840, 1360);
    for (let i = 0; i < 5; i++) openBook(s, 240 + i * 280, 836, 1.3);
  },
  reading(s) {
    const horizon = 540;
    outdoors(s, horizon);
    acacia(s, 800, horizon + 300, 1.9);
    s.add(`<ellipse cx="800" cy="900" rx="560" ry="70" fill="${s.dots('#e4572e', '#f6c744', 26)}"/>`);
    const uniform = s.r.pick(UNIFORMS);
    crowd(s, 5, 380, 1220, 920, 1.25, { bottom: uniform }, ['hold', 'hold', 'wave', 'hold', 'hold']);
    for (let i = 0; i < 3; i++) openBook(s, 500 + i * 300, 955, 1.1);
  },
  laboratory(s) {
    room(s, '#e6f2f2', '#d3e6e6');
    windowView(s, 1160, 110, 340, 280);
    for (let r = 0; r < 2; r++) {
      s.add(`<rect x="80" y="${140 + r * 170}" width="960" height="12" fill="#9c6a43"/>`);
      for (let i = 0; i < 9; i++) (s.r.chance(0.5) ? flask : beaker)(s, 130 + i * 105, 140 + r * 170, 0.8);
    }
    const uniform = s.r.pick(UNIFORMS);
    for (let i = 0; i < 4; i++)
      person(s, 300 + i * 340 + s.r.range(-20, 20), 960, 1.9, {
        goggles: true,
        bottom: uniform,
        shirt: '#ffffff',
        pose: i % 2 ? 'hold' : 'wave',
      });
    s.add(
      `<rect x="60" y="760" width="1480" height="40" fill="#3b4049"/><rect x="80" y="800" width="1440" height="200" fill="#d8dee3"/>`,
    );
    microscope(s, 130, 760);
    for (const x of [470, 810, 1150]) {
      flask(s, x - 40, 760, 1.1);
      beaker(s, x + 50, 760, 0.9);
    }
    beaker(s, 1490, 760, 1);
  },
  computers(s) {
    room(s, '#eaf0f5', '#d9e3ec');
    windowView(s, 80, 110, 320, 300);
    windowView(s, 1200, 110, 320, 300);
    s.add(`<rect x="560" y="130" width="480" height="270" rx="10" fill="#ffffff" stroke="${TEAL}" stroke-width="10"/>`);
    for (let i = 0; i < 4; i++)
      s.add(
        `<rect x="600" y="${180 + i * 50}" width="${f(s.r.range(200, 400))}" height="20" rx="6" fill="${i === 0 ? ORANGE : '#b9c9d6'}"/>`,
      );
    const uniform = s.r.pick(UNIFORMS);
    for (let i = 0; i < 4; i++) computerDesk(s, 230 + i * 380, 720, 1.45);
    s.add(
      `<rect x="0" y="712" width="1600" height="30" fill="#a4693f"/><rect x="0" y="742" width="1600" height="40" fill="#000000" opacity="0.12"/>`,
    );
    for (let i = 0; i < 4; i++) {
      const x = 230 + i * 380 + s.r.range(-30, 30);
      person(s, x, 970, 1.75, { back: true, bottom: uniform, shirt: '#ffffff' });
      const chair = s.r.pick([TEAL, ORANGE, '#2e86ab']);
      s.add(
        `<rect x="${f(x - 60)}" y="850" width="120" height="90" rx="14" fill="${chair}"/><rect x="${f(x - 8)}" y="940" width="16" height="60" fill="#3b4049"/>`,
      );
    }
  },
  sports(s) {
    const horizon = 470;
    outdoors(s, horizon);
    s.add(`<rect y="${horizon + 40}" width="1600" height="${1000 - horizon}" fill="#6fae45"/>`);
    for (let y = horizon + 40; y < 1000; y += 80) s.add(`<rect y="${y}" width="1600" height="40" fill="#7cbc50"/>`);
    s.add(
      `<path d="M800,${horizon + 40} V1000" stroke="#ffffff" stroke-width="8" opacity="0.9"/><ellipse cx="800" cy="760" rx="200" ry="90" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.9"/>`,
    );
    s.add(`<path d="M1300,690 V520 H1560 V690" stroke="#ffffff" stroke-width="12" fill="none"/>`);
    for (let x = 1310; x < 1560; x += 25)
      s.add(`<path d="M${x},520 V690" stroke="#ffffff" stroke-width="2" opacity="0.5"/>`);
    for (let y = 540; y < 690; y += 25)
      s.add(`<path d="M1300,${y} H1560" stroke="#ffffff" stroke-width="2" opacity="0.5"/>`);
    acacia(s, 150, horizon + 60, 0.8);
    const kit = s.r.pick(BRIGHT);
    const other = s.r.pick(UNIFORMS);
    for (let i = 0; i < 6; i++) {
      const x = 200 + i * 220 + s.r.range(-40, 40);
      person(s, x, s.r.range(820, 960), s.r.range(1.05, 1.3), {
        pose: 'run',
        shirt: i % 2 ? kit : '#ffffff',
        bottom: other,
        girl: s.r.chance(0.5),
      });
    }
    const bx = s.r.range(700, 1100);
    s.add(
      `<circle cx="${f(bx)}" cy="930" r="26" fill="#ffffff" stroke="#222831" stroke-width="3"/><path d="M${f(bx - 8)},922 l8,-6 l8,6 l-3,9 h-10 Z" fill="#222831"/>`,
    );
  },
  graduation(s) {
    const horizon = 520;
    outdoors(s, horizon);
    // A striped tent canopy for the ceremony.
    s.add(`<path d="M150,330 L1450,330 L1500,420 L100,420 Z" fill="${s.stripes('#ffffff', TEAL, 80)}"/>`);
    s.add(
      `<rect x="120" y="420" width="14" height="420" fill="#9aa3ad"/><rect x="1466" y="420" width="14" height="420" fill="#9aa3ad"/>`,
    );
    bunting(s, 440, 40);
    const gown = s.r.pick(['#23395b', '#3a1f2b', '#0b4f6c']);
    crowd(s, 7, 230, 1370, 930, 1.35, { gown, cap: true }, [
      'cheer',
      'stand',
      'wave',
      'cheer',
      'hold',
      'cheer',
      'wave',
    ]);
    for (let i = 0; i < 6; i++)
      s.add(mortarboard(s.r.range(200, 1400), s.r.range(120, 300), s.r.range(1.3, 1.9), s.r.range(-35, 35), gown));
    for (let i = 0; i < 40; i++) {
      const x = s.r.range(0, 1600);
      const y = s.r.range(60, 560);
      s.add(
        `<rect x="${f(x)}" y="${f(y)}" width="10" height="16" fill="${s.r.pick(BRIGHT)}" transform="rotate(${f(s.r.range(0, 90))} ${f(x)} ${f(y)})"/>`,
      );
    }
  },
  transport(s) {
    const horizon = 560;
    outdoors(s, horizon);
    shadeTree(s, s.r.range(1250, 1500), horizon + 150, 1.2);
    acacia(s, s.r.range(100, 300), horizon + 120, 0.9);
    road(s, 760, 170);
    bus(s, s.r.range(250, 500), 900, 1.15, s.r.int(3, 6));
    s.add(
      `<rect x="1180" y="560" width="10" height="270" fill="#9aa3ad"/><rect x="1150" y="560" width="70" height="50" rx="6" fill="${TEAL}"/><rect x="1162" y="578" width="46" height="12" fill="#ffffff"/>`,
    );
    crowd(s, 3, 1260, 1480, 830, 0.9, { bag: s.r.pick(BRIGHT) }, ['wave', 'stand', 'hold']);
    s.add(`<rect y="930" width="1600" height="70" fill="#8fbf5a"/>`);
  },
  culture(s) {
    const horizon = 560;
    outdoors(s, horizon, s.r.chance(0.6));
    bunting(s, 120, 90);
    bunting(s, 260, 70);
    for (let i = 0; i < 2; i++) person(s, 200 + i * 200, 880, 1.2, { pose: 'drum', girl: false });
    for (let i = 0; i < 2; i++) drum(s, 200 + i * 200, 960, 1.3);
    drum(s, 300, 985, 1.05);
    const wraps = [
      s.dots('#e4572e', '#f6c744'),
      s.checks('#c1272d', '#1d3557'),
      s.dots(TEAL, '#ffffff', 16),
      s.dots('#7b5ea7', '#f6c744', 20),
    ];
    for (let i = 0; i < 5; i++) {
      person(s, 600 + i * 200 + s.r.range(-20, 20), 910 + s.r.range(-10, 10), 1.35, {
        wrap: wraps[i % wraps.length],
        pose: i % 2 ? 'cheer' : 'wave',
        girl: i % 2 === 0,
      });
    }
  },
  art(s) {
    room(s, '#fbf3e4', '#f0e2c7');
    for (let i = 0; i < 4; i++) painting(s, 120 + i * 360, 120 + s.r.range(-20, 30), 260, 190);
    // An easel with a half-finished picture.
    s.add(`<path d="M1250,900 L1330,420 L1410,900 M1330,420 V900" stroke="#8a5a36" stroke-width="14" fill="none"/>`);
    painting(s, 1210, 470, 240, 200);
    const uniform = s.r.pick(UNIFORMS);
    crowd(s, 4, 220, 1050, 930, 1.3, { bottom: uniform, shirt: '#ffffff' }, ['hold', 'wave', 'hold', 'cheer']);
    table(s, 120, 850, 1000, '#c4884f');
    for (let i = 0; i < 7; i++)
      s.add(`<rect x="${f(180 + i * 130)}" y="820" width="44" height="30" rx="6" fill="${s.r.pick(BRIGHT)}"/>`);
  },
  garden(s) {
    const horizon = 560;
    outdoors(s, horizon);
    s.add(`<rect y="${horizon + 80}" width="1600" height="${920 - horizon}" fill="#9a6a44"/>`);
    for (let r = 0; r < 4; r++) {
      const y = horizon + 130 + r * 90;
      s.add(`<rect y="${y}" width="1600" height="26" fill="#7a4f31"/>`);
      for (let x = 40 + (r % 2) * 40; x < 1600; x += 80) {
        s.add(
          `<path d="M${x},${y + 4} q-18,-30 -4,-46 q10,20 4,46 Z M${x},${y + 4} q18,-26 30,-30 q-8,24 -30,30 Z" fill="${r % 2 ? '#4f9a3f' : '#3f8a3a'}"/>`,
        );
      }
    }
    bananaPlant(s, 120, horizon + 120, 1.4);
    bananaPlant(s, 1480, horizon + 110, 1.3);
    crowd(s, 4, 320, 1280, 960, 1.3, {}, ['hold', 'wave', 'stand', 'cheer']);
    s.add(
      `<path d="M1380,960 h90 l20,-70 h-130 Z M1490,900 l50,-30" fill="#2e86ab" stroke="#2e86ab" stroke-width="10"/>`,
    );
  },
  partner(s) {
    // Moshi on the left, a German town on the right, joined by an aeroplane's dashed path.
    const horizon = 600;
    sky(s, horizon + 50);
    sun(s, 800, 150, 60);
    clouds(s, 2, 260);
    kilimanjaro(s, 420, horizon + 10, 900, 330);
    s.add(
      `<path d="M820,${horizon + 10} L980,${horizon - 120} L1060,${horizon - 40} L1200,${horizon - 170} L1360,${horizon - 20} L1500,${horizon - 110} L1600,${horizon - 30} V${horizon + 10} Z" fill="#6f8f6a"/>`,
    );
    hills(s, horizon + 10, 50, '#7aa65a');
    ground(s, horizon + 10);
    acacia(s, 200, horizon + 140, 0.9);
    for (let i = 0; i < 3; i++) halfTimberedHouse(s, 960 + i * 200, horizon + 140, 160, 150);
    s.add(
      `<rect x="1540" y="${horizon - 140}" width="50" height="280" fill="#efe6d2"/><path d="M1530,${horizon - 140} L1565,${horizon - 300} L1600,${horizon - 140} Z" fill="#4f6d7a"/>`,
    );
    s.add(
      `<path d="M250,300 Q800,40 1350,300" stroke="#ffffff" stroke-width="6" stroke-dasharray="18 16" fill="none"/>`,
    );
    s.add(
      `<g transform="translate(1120,150) rotate(18)"><path d="M-60,0 L60,0 L75,-8 L60,8 L-60,8 Z" fill="#ffffff"/><path d="M-10,4 L-40,50 L-20,50 L20,4 Z M-10,4 L-30,-36 L-14,-36 L16,4 Z M-55,4 L-70,-22 L-60,-22 L-40,4 Z" fill="#d9e2ea"/></g>`,
    );
    tanzaniaFlag(s, 560, 680, 120);
    germanyFlag(s, 900, 680, 120);
    s.add(
      `<rect x="552" y="680" width="8" height="240" fill="#9aa3ad"/><rect x="892" y="680" width="8" height="240" fill="#9aa3ad"/>`,
    );
    for (let i = 0; i < 6; i++) {
      const visitor = i % 2 === 1;
      person(s, 300 + i * 200 + s.r.range(-20, 20), 950, 1.3, {
        skin: visitor ? s.r.pick(SKIN_LIGHT) : s.r.pick(SKIN),
        shirt: visitor ? s.r.pick(BRIGHT) : '#ffffff',
        bottom: visitor ? '#3a4a6b' : TEAL,
        pose: i === 2 || i === 3 ? 'cheer' : 'wave',
      });
    }
  },
};

/** Head-and-shoulders portrait for heads of school and the director (square). */
function portrait(s: Svg, person?: 'woman' | 'man') {
  const bg = s.r.pick<[string, string]>([
    ['#cfe8e8', '#9fd3d3'],
    ['#fde3b5', '#f6c28b'],
    ['#d9e7f5', '#a9c8e6'],
    ['#e7e1f3', '#c5b8e3'],
  ]);
  s.add(`<rect width="1000" height="1000" fill="${s.gradient(bg)}"/>`);
  s.add(`<circle cx="500" cy="460" r="380" fill="#ffffff" opacity="0.35"/>`);
  for (let i = 0; i < 6; i++)
    s.add(
      `<circle cx="${f(s.r.range(60, 940))}" cy="${f(s.r.range(60, 400))}" r="${f(s.r.range(12, 40))}" fill="#ffffff" opacity="0.25"/>`,
    );
  const skin = s.r.pick(SKIN);
  const woman = person ? person === 'woman' : s.r.chance(0.5);
  const clothes = s.r.pick(['#23395b', TEAL, '#8c2f39', '#2b2f36', '#3b7d4f', '#7b5ea7']);
  // Shoulders and collar.
  s.add(
    `<path d="M150,1000 Q160,760 360,720 L640,720 Q840,760 850,1000 Z" fill="${woman ? s.dots(clothes, '#f6c744', 34) : clothes}"/>`,
  );
  s.add(`<path d="M430,720 L500,830 L570,720 Z" fill="${woman ? skin : '#ffffff'}"/>`);
  if (!woman)
    s.add(
      `<path d="M490,740 L510,740 L525,880 L500,910 L475,880 Z" fill="${s.r.pick(['#c1272d', ORANGE, '#f6c744'])}"/>`,
    );
  s.add(`<rect x="450" y="600" width="100" height="130" rx="30" fill="${skin}"/>`);
  // Head, ears, hair.
  s.add(
    `<ellipse cx="365" cy="470" rx="26" ry="40" fill="${skin}"/><ellipse cx="635" cy="470" rx="26" ry="40" fill="${skin}"/>`,
  );
  s.add(`<ellipse cx="500" cy="450" rx="140" ry="175" fill="${skin}"/>`);
  if (woman) {
    const wrapped = s.r.chance(0.5);
    if (wrapped) {
      const cloth = s.dots(s.r.pick(['#e4572e', TEAL, '#7b5ea7', ORANGE]), '#fff4d6', 30);
      s.add(
        `<path d="M345,420 Q340,220 500,210 Q670,215 655,420 Q600,330 500,340 Q400,330 345,420 Z" fill="${cloth}"/>`,
      );
      s.add(`<path d="M470,240 Q560,120 640,230 Q580,210 530,260 Z" fill="${cloth}"/>`);
    } else {
      s.add(
        `<path d="M352,440 Q330,250 500,255 Q680,250 650,440 Q630,340 500,335 Q380,340 352,440 Z" fill="${HAIR}"/>`,
      );
      s.add(`<circle cx="500" cy="235" r="62" fill="${HAIR}"/>`);
    }
    s.add(`<circle cx="368" cy="515" r="11" fill="#f6c744"/><circle cx="632" cy="515" r="11" fill="#f6c744"/>`);
  } else {
    s.add(`<path d="M360,430 Q350,275 500,270 Q650,275 640,430 Q620,335 500,330 Q380,335 360,430 Z" fill="${HAIR}"/>`);
  }
  // Face.
  s.add(
    `<path d="M420,410 q30,-16 60,0 M520,410 q30,-16 60,0" stroke="${HAIR}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  );
  s.add(
    `<ellipse cx="450" cy="450" rx="13" ry="15" fill="#1a1110"/><ellipse cx="550" cy="450" rx="13" ry="15" fill="#1a1110"/>`,
  );
  s.add(`<circle cx="455" cy="445" r="4" fill="#ffffff"/><circle cx="555" cy="445" r="4" fill="#ffffff"/>`);
  s.add(
    `<path d="M500,470 q-14,40 -2,52 q14,4 22,-4" stroke="#000000" stroke-opacity="0.25" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
  s.add(
    `<path d="M445,555 q55,45 110,0" stroke="#3a1d14" stroke-width="9" fill="${woman ? '#9c3b3b' : 'none'}" stroke-linecap="round"/>`,
  );
  if (s.r.chance(0.4)) {
    s.add(
      `<g fill="#ffffff" fill-opacity="0.15" stroke="#2b2f36" stroke-width="7"><rect x="395" y="415" width="90" height="70" rx="22"/><rect x="515" y="415" width="90" height="70" rx="22"/><path d="M485,440 h30" fill="none"/></g>`,
    );
  }
}

/** The SVG source of a picture. */
export function pictureSvg(spec: PictureSpec): string {
  const s = new Svg(createRng(seedOf(`${spec.scene}:${spec.label}`)));
  if (spec.scene === 'portrait') {
    portrait(s, spec.person);
    return s.render(spec.width ?? 1000, spec.height ?? 1000, 1000, 1000);
  }
  SCENES[spec.scene](s);
  return s.render(spec.width ?? 1600, spec.height ?? 1000, 1600, 1000);
}

/** The picture as PNG bytes (lossless, fast to write; the upload pipeline turns it into WebP). */
export async function renderPicture(spec: PictureSpec): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(spec)))
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}

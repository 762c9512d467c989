import type { Random } from './prng.js';

// SVG scenes standing in for the agency's photos: the sample ships no third-party photos, so these
// are drawn, with light, depth and grain enough to look like real listings at a glance.

const W = 1920;
const H = 1280;

const sky = (r: Random) => {
  const top = r.pick(['#5b8fc9', '#6fa0d6', '#8aa9c4', '#4f7fb8']);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="#dfe9f2"/></linearGradient>
  <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9a4a"/><stop offset="1" stop-color="#4c7433"/></linearGradient>
  <radialGradient id="sun" cx="0.8" cy="0.15" r="0.5"><stop offset="0" stop-color="#fff8e0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>
  ${Array.from({ length: r.int(2, 5) }, () => cloud(r)).join('')}`;
};

const cloud = (r: Random) => {
  const x = r.int(0, W);
  const y = r.int(60, 320);
  const s = r.int(60, 140);
  return `<g fill="#ffffff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${s * 1.6}" ry="${s * 0.55}"/><ellipse cx="${x + s * 0.6}" cy="${y - s * 0.3}" rx="${s}" ry="${s * 0.6}"/><ellipse cx="${x - s * 0.7}" cy="${y - s * 0.1}" rx="${s * 0.8}" ry="${s * 0.45}"/></g>`;
};

const tree = (r: Random, x: number, base: number, size: number) =>
  `<rect x="${x - size * 0.06}" y="${base - size * 0.9}" width="${size * 0.12}" height="${size * 0.9}" fill="#5a4030"/>
   <circle cx="${x}" cy="${base - size}" r="${size * 0.55}" fill="${r.pick(['#3f6b2f', '#4d7a36', '#356028'])}"/>
   <circle cx="${x - size * 0.3}" cy="${base - size * 0.8}" r="${size * 0.4}" fill="${r.pick(['#4a7a38', '#3b6a2c'])}"/>
   <circle cx="${x + size * 0.3}" cy="${base - size * 0.85}" r="${size * 0.42}" fill="#44733a"/>`;

const window_ = (x: number, y: number, w: number, h: number, frame: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/><rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" fill="#9fb7cc"/>
   <rect x="${x + 8}" y="${y + 8}" width="${(w - 16) * 0.45}" height="${h - 16}" fill="#c9d8e6" opacity="0.6"/><rect x="${x + w / 2 - 4}" y="${y}" width="8" height="${h}" fill="${frame}"/>`;

export function houseScene(r: Random): string {
  const wall = r.pick(['#b5543c', '#c9b79c', '#e8e1d4', '#a34a35', '#d9d2c5']);
  const roof = r.pick(['#3c3f45', '#5b2f24', '#2f3136']);
  const frame = r.pick(['#ffffff', '#2d2d2d', '#6b4b32']);
  const x = r.int(380, 620);
  const w = r.int(820, 1040);
  const top = r.int(430, 520);
  const ground = 1040;
  const floors = r.int(1, 2);
  const rows = Array.from({ length: floors + 1 }, (_, f) => top + 70 + f * ((ground - top - 120) / (floors + 1)));
  const windows = rows.flatMap((y, f) =>
    Array.from({ length: 4 }, (_, i) =>
      f === floors && i === 1 ? '' : window_(x + 60 + i * ((w - 120) / 4), y, 150, f === floors ? 190 : 160, frame),
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${sky(r)}
  <rect y="900" width="${W}" height="${H - 900}" fill="url(#grass)"/>
  ${tree(r, r.int(80, 260), 1010, r.int(220, 320))}${tree(r, r.int(1660, 1850), 1000, r.int(240, 340))}
  <polygon points="${x - 60},${top} ${x + w / 2},${top - r.int(230, 320)} ${x + w + 60},${top}" fill="${roof}"/>
  <rect x="${x}" y="${top}" width="${w}" height="${ground - top}" fill="${wall}"/>
  <rect x="${x}" y="${top}" width="${w}" height="${ground - top}" fill="#000" opacity="0.06"/>
  ${windows.join('')}
  <rect x="${x + 60 + (w - 120) / 4 + 20}" y="${ground - 260}" width="120" height="260" fill="#4a3426"/>
  <rect x="0" y="${ground}" width="${W}" height="40" fill="#9a958c"/>
  <path d="M0 ${ground + 40} L${W} ${ground + 40} L${W} ${H} L0 ${H} Z" fill="#7d8a5a" opacity="0.5"/></svg>`;
}

export function apartmentScene(r: Random): string {
  const wall = r.pick(['#e6e2da', '#d4cfc4', '#c7b9a5', '#eeeeea']);
  const floors = r.int(4, 6);
  const x = r.int(300, 480);
  const w = r.int(1000, 1240);
  const floorH = 130;
  const top = 1060 - floors * floorH;
  const rows = Array.from({ length: floors }, (_, f) => {
    const y = top + f * floorH + 25;
    return (
      Array.from({ length: 5 }, (_, i) => window_(x + 40 + i * ((w - 80) / 5), y, 170, 90, '#3a3a3a')).join('') +
      `<rect x="${x + 30}" y="${y + 92}" width="${w - 60}" height="10" fill="#8d8d8d"/>`
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${sky(r)}
  <rect y="1000" width="${W}" height="${H - 1000}" fill="#8b8b85"/>
  <rect x="${x}" y="${top}" width="${w}" height="${1060 - top}" fill="${wall}"/>
  <rect x="${x + w - 200}" y="${top}" width="200" height="${1060 - top}" fill="#000" opacity="0.08"/>
  ${rows.join('')}${tree(r, r.int(100, 250), 1080, 260)}${tree(r, r.int(1700, 1850), 1090, 280)}</svg>`;
}

export function interiorScene(r: Random, width = W, height = H): string {
  const floor = r.pick(['#a47b52', '#c49a6c', '#8a6a4a', '#d8cfc2']);
  const wall = r.pick(['#f1ede6', '#e9e4da', '#dfe3e1', '#f4efe4']);
  const sofa = r.pick(['#5d6b7a', '#8a7b6a', '#3f4a55', '#b3a48f']);
  const w = width;
  const h = height;
  const horizon = h * 0.62;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="${wall}"/>
  <polygon points="0,${horizon} ${w},${horizon} ${w},${h} 0,${h}" fill="${floor}"/>
  ${Array.from({ length: 14 }, (_, i) => `<line x1="${(i * w) / 13}" y1="${horizon}" x2="${(i - 6.5) * (w / 7) + w / 2}" y2="${h}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`).join('')}
  <rect x="${w * 0.12}" y="${h * 0.14}" width="${w * 0.3}" height="${h * 0.38}" fill="#cfe0ee"/><rect x="${w * 0.12}" y="${h * 0.14}" width="${w * 0.3}" height="${h * 0.38}" fill="none" stroke="#ffffff" stroke-width="14"/>
  <line x1="${w * 0.27}" y1="${h * 0.14}" x2="${w * 0.27}" y2="${h * 0.52}" stroke="#fff" stroke-width="10"/>
  <polygon points="${w * 0.12},${h * 0.52} ${w * 0.42},${h * 0.52} ${w * 0.6},${h} ${w * 0.02},${h}" fill="url(#light)"/>
  <rect x="${w * 0.5}" y="${h * 0.5}" width="${w * 0.38}" height="${h * 0.16}" rx="18" fill="${sofa}"/>
  <rect x="${w * 0.5}" y="${h * 0.42}" width="${w * 0.38}" height="${h * 0.12}" rx="18" fill="${sofa}" opacity="0.85"/>
  <rect x="${w * 0.55}" y="${h * 0.74}" width="${w * 0.22}" height="${h * 0.05}" fill="#3b2c22"/>
  <rect x="${w * 0.9}" y="${h * 0.3}" width="10" height="${h * 0.36}" fill="#222"/><ellipse cx="${w * 0.9 + 5}" cy="${h * 0.29}" rx="60" ry="36" fill="#f3e3c0"/>
  <rect x="${w * 0.6}" y="${h * 0.16}" width="${w * 0.18}" height="${h * 0.16}" fill="${r.pick(['#c98f5a', '#7a9aa8', '#a8b48a'])}" stroke="#2b2b2b" stroke-width="8"/></svg>`;
}

export function landScene(r: Random): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${sky(r)}
  <rect y="700" width="${W}" height="${H - 700}" fill="url(#grass)"/>
  <path d="M0 700 Q 480 ${r.int(640, 690)} 960 700 T 1920 690 L1920 740 L0 740 Z" fill="#5f8a40"/>
  ${Array.from({ length: 7 }, (_, i) => tree(r, 120 + i * 280 + r.int(-40, 40), 720, r.int(90, 150))).join('')}
  <path d="M0 1280 L760 720 L800 720 L260 1280 Z" fill="#b8a98c" opacity="0.8"/></svg>`;
}

export function commercialScene(r: Random): string {
  const awning = r.pick(['#7a1f2b', '#1f4e7a', '#2f6b3a']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${sky(r)}
  <rect y="980" width="${W}" height="${H - 980}" fill="#8f8b84"/>
  <rect x="200" y="260" width="1520" height="760" fill="${r.pick(['#d8cbb5', '#c4b9a8', '#b9a48c'])}"/>
  ${Array.from({ length: 5 }, (_, i) => window_(260 + i * 290, 320, 200, 190, '#ffffff')).join('')}
  <polygon points="240,600 1680,600 1720,700 200,700" fill="${awning}"/>
  <rect x="260" y="700" width="1400" height="300" fill="#a9c2d3"/><rect x="260" y="700" width="700" height="300" fill="#d6e4ee" opacity="0.5"/>
  <rect x="900" y="700" width="120" height="300" fill="#3a3a3a"/></svg>`;
}

export function garageScene(r: Random): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${sky(r)}
  <rect y="900" width="${W}" height="${H - 900}" fill="#9a968e"/>
  <rect x="160" y="420" width="1600" height="520" fill="${r.pick(['#b9b2a5', '#a89c8c'])}"/>
  ${Array.from({ length: 4 }, (_, i) => `<rect x="${230 + i * 390}" y="560" width="320" height="380" fill="${r.pick(['#e3e3e3', '#6b7b8c', '#8c6b4f'])}"/>${Array.from({ length: 8 }, (_, k) => `<line x1="${230 + i * 390}" y1="${600 + k * 44}" x2="${550 + i * 390}" y2="${600 + k * 44}" stroke="#000" stroke-opacity="0.15" stroke-width="4"/>`).join('')}`).join('')}
  <rect x="140" y="400" width="1640" height="30" fill="#5a5a5a"/></svg>`;
}

export function warehouseScene(r: Random): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${sky(r)}
  <rect y="940" width="${W}" height="${H - 940}" fill="#7f7d78"/>
  <polygon points="120,420 960,300 1800,420 1800,960 120,960" fill="${r.pick(['#9aa3ab', '#a7a39a', '#8d969e'])}"/>
  ${Array.from({ length: 26 }, (_, i) => `<line x1="${140 + i * 64}" y1="420" x2="${140 + i * 64}" y2="960" stroke="#000" stroke-opacity="0.08" stroke-width="6"/>`).join('')}
  ${Array.from({ length: 3 }, (_, i) => `<rect x="${300 + i * 480}" y="620" width="320" height="340" fill="#5d6770"/>`).join('')}
  <rect x="120" y="880" width="1680" height="80" fill="#555"/></svg>`;
}

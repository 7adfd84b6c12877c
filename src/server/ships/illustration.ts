/**
 * A generated picture for ships without a photograph: an SVG of a cruise ship in its line's
 * colours, on a sea under a sky picked from the ship's id, with the name painted on the hull.
 * Size follows the ship (gross tonnage sets length and decks); river ships sail low and
 * funnel-less, sailing ships get masts. All text is escaped; the SVG has no script or link.
 */
import { hashText, isLight, paletteFor, type ShipPalette } from './brand-colours.js';
import { foldText } from './text.js';

export interface IllustratedShip {
  id: string;
  shipName: string;
  operator: string;
  class?: string | null;
  grossTonnage?: string | null;
}

const W = 800;
const H = 500;
const WATERLINE = 384;
const HORIZON = 352;

const SKIES = [
  { top: '#8ec5e6', bottom: '#e8f4fa', sun: '#fff7d6', sea: ['#2a7fb0', '#0d3b5c'] },
  { top: '#f6b89a', bottom: '#fde9d7', sun: '#fff1c9', sea: ['#3b86a8', '#123a52'] },
  { top: '#a9b8e8', bottom: '#f3e6ee', sun: '#fff4e0', sea: ['#3d6fa3', '#14305a'] },
  { top: '#7fd0d6', bottom: '#eaf8f4', sun: '#fffbe6', sea: ['#1f8a99', '#0b3f4f'] },
] as const;

type Kind = 'ocean' | 'river' | 'sail';

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Escapes text for XML content and attributes, dropping control characters. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  );
}

function kindOf(ship: IllustratedShip): Kind {
  const operator = foldText(ship.operator);
  const text = `${operator} ${foldText(ship.class ?? '')}`;
  if (/\briver\b|amawaterways|uniworld|avalon waterways|scenic|tauck/.test(text)) return 'river';
  if (
    (operator.includes('windstar') && /^wind /.test(foldText(ship.shipName))) ||
    /clipper|sailing/.test(text)
  )
    return 'sail';
  return 'ocean';
}

function tonnageOf(ship: IllustratedShip): number {
  const digits = ship.grossTonnage?.replace(/[^\d]/g, '');
  const tonnage = digits ? Number(digits) : Number.NaN;
  return Number.isFinite(tonnage) && tonnage > 100 ? tonnage : 60_000;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function backdrop(seed: number, kind: Kind) {
  const sky = SKIES[seed % SKIES.length] ?? SKIES[0];
  const sunX = 110 + ((seed >> 3) % 580);
  const sunY = 92 + ((seed >> 7) % 60);
  const cloud = (x: number, y: number, s: number) =>
    `<g fill="#fff" opacity=".55"><ellipse cx="${x}" cy="${y}" rx="${46 * s}" ry="${11 * s}"/><ellipse cx="${x + 22 * s}" cy="${y - 8 * s}" rx="${26 * s}" ry="${12 * s}"/></g>`;
  const shore =
    kind === 'river'
      ? `<path d="M0 ${HORIZON} C120 300 220 318 330 332 S560 296 660 320 S760 330 800 312 V${HORIZON + 6} H0Z" fill="#5f8f6a" opacity=".55"/>` +
        `<path d="M0 ${HORIZON + 4} C160 330 300 344 420 340 S700 330 800 338 V${HORIZON + 8} H0Z" fill="#416f4f" opacity=".7"/>`
      : seed % 3 === 0
        ? `<path d="M${520 - (seed % 200)} ${HORIZON} q60 -34 120 -20 q40 -16 90 20Z" fill="#6d8fa6" opacity=".35"/>`
        : '';
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`,
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.sea[0]}"/><stop offset="1" stop-color="${sky.sea[1]}"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="${sky.sun}"/><stop offset=".45" stop-color="${sky.sun}" stop-opacity=".9"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>`,
    `<pattern id="glass" width="7" height="10" patternUnits="userSpaceOnUse"><rect width="7" height="10" fill="#dbe6ee"/><rect x="1" y="2" width="5" height="6" rx="1" fill="#24445f"/></pattern>`,
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<mask id="reflect"><rect y="${WATERLINE}" width="${W}" height="${H - WATERLINE}" fill="url(#fade)"/></mask></defs>`,
    `<rect width="${W}" height="${HORIZON}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="70" fill="url(#sun)"/>`,
    cloud(150 + ((seed >> 11) % 120), 70 + ((seed >> 5) % 40), 1),
    cloud(520 + ((seed >> 13) % 160), 110 + ((seed >> 9) % 40), 0.8),
    shore,
    `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#sea)"/>`,
  ].join('');
}

function waves(seed: number) {
  const lines: string[] = [];
  for (let i = 0; i < 9; i++) {
    const y = HORIZON + 12 + i * i * 1.6 + i * 6;
    const x = (seed >> i) % 300;
    lines.push(
      `<path d="M${x - 40} ${r1(y)} h${120 + i * 20} M${x + 260} ${r1(y + 3)} h${90 + i * 16} M${x + 520} ${r1(y - 2)} h${140 + i * 14}" stroke="#fff" stroke-opacity="${r1(0.1 + i * 0.02)}" stroke-width="${r1(1 + i * 0.25)}" stroke-linecap="round"/>`,
    );
  }
  return lines.join('');
}

/** The ship itself (drawn once, then reused upside down as its reflection). */
function ship(s: IllustratedShip, palette: ShipPalette, kind: Kind) {
  const tonnage = tonnageOf(s);
  const river = kind === 'river';
  const length = river ? 660 : clamp(400 + 64 * Math.log2(tonnage / 5000), 380, 720);
  const decks = river ? 3 : clamp(Math.round(2.4 + 1.1 * Math.log2(tonnage / 2500)), 3, 11);
  const hullHeight = river ? 26 : clamp(32 + decks * 2.6, 36, 60);
  const deckHeight = river ? 16 : 14;
  const xs = (W - length) / 2 - 10;
  const xb = xs + length;
  const top = WATERLINE - hullHeight;
  const parts: string[] = [];
  const lightHull = isLight(palette.hull);

  // Superstructure: decks stepping back towards the bow (terraces) and a little at the stern.
  const deckSpan = (i: number) => {
    const bowInset = river ? 26 + i * 10 : 78 + i * 7 + i * i * 1.4;
    const sternInset = river ? 14 + i * 6 : 12 + i * 3.5;
    return [xs + sternInset, xb - bowInset] as const;
  };
  for (let i = 0; i < decks; i++) {
    const [x0, x1] = deckSpan(i);
    const yb = top - i * deckHeight;
    const yt = yb - deckHeight;
    parts.push(
      `<path d="M${r1(x0)} ${r1(yb)} H${r1(x1)} L${r1(x1 - 5)} ${r1(yt)} H${r1(x0 + 2)}Z" fill="#fbfcfd" stroke="#cfd9e2" stroke-width=".8"/>`,
      `<rect x="${r1(x0 + 5)}" y="${r1(yt + 2.5)}" width="${r1(x1 - x0 - 14)}" height="${r1(deckHeight - 5)}" fill="url(#glass)" opacity="${river ? 0.95 : 0.85}"/>`,
    );
  }
  const [topX0, topX1] = deckSpan(decks - 1);
  const roof = top - decks * deckHeight;
  // Sun-deck railing.
  parts.push(
    `<path d="M${r1(topX0 + 4)} ${r1(roof - 5)} H${r1(topX1 - 8)}" stroke="#b8c6d2" stroke-width="1.2"/>`,
    `<path d="M${r1(topX0 + 4)} ${r1(roof - 2.5)} H${r1(topX1 - 8)}" stroke="#b8c6d2" stroke-width="5" stroke-dasharray="1 6"/>`,
  );
  // Bridge windows at the front of the upper decks, and a mast with a radar dome.
  const bridgeDeck = Math.max(0, decks - (river ? 1 : 3));
  const [, bridgeX1] = deckSpan(bridgeDeck);
  const bridgeY = top - (bridgeDeck + 1) * deckHeight;
  parts.push(
    `<path d="M${r1(bridgeX1 - 34)} ${r1(bridgeY + 3)} H${r1(bridgeX1 - 3)} L${r1(bridgeX1 - 5)} ${r1(bridgeY + 8)} H${r1(bridgeX1 - 34)}Z" fill="#142b40"/>`,
  );
  const mastX = topX1 - 24;
  parts.push(
    `<path d="M${r1(mastX)} ${r1(roof)} V${r1(roof - 24)} M${r1(mastX - 8)} ${r1(roof - 16)} H${r1(mastX + 8)}" stroke="#9aa8b5" stroke-width="2"/>`,
    `<circle cx="${r1(mastX)}" cy="${r1(roof - 27)}" r="4.5" fill="#f4f6f8" stroke="#9aa8b5"/>`,
  );

  if (river) {
    // Sun-deck awning instead of a funnel.
    parts.push(
      `<path d="M${r1(topX0 + 40)} ${r1(roof - 10)} H${r1(topX0 + 190)} l8 10 H${r1(topX0 + 32)}Z" fill="${palette.accent}"/>`,
    );
  } else if (kind === 'sail') {
    const masts = /surf/.test(foldText(s.shipName)) ? 5 : 4;
    for (let m = 0; m < masts; m++) {
      const x = xs + 70 + (m * (length - 170)) / (masts - 1);
      const height = 150 + (m % 2) * 14;
      parts.push(
        `<path d="M${r1(x)} ${r1(top)} V${r1(top - height)}" stroke="#6b7a88" stroke-width="2.5"/>`,
        `<path d="M${r1(x + 3)} ${r1(top - height + 8)} L${r1(x + 3)} ${r1(top - 28)} L${r1(x + 62)} ${r1(top - 30)}Z" fill="#fdfbf5" stroke="#e3ddd0"/>`,
      );
    }
  } else {
    // Funnel, raked aft, in the line's colours.
    const fw = clamp(length * 0.1, 40, 72);
    const fh = clamp(fw * 0.7, 30, 48);
    const fx = xs + length * 0.25;
    parts.push(
      '<g id="funnel">',
      `<path d="M${r1(fx)} ${r1(roof)} L${r1(fx - fh * 0.3)} ${r1(roof - fh)} H${r1(fx + fw - fh * 0.45)} L${r1(fx + fw)} ${r1(roof)}Z" fill="${palette.funnel}" stroke="${isLight(palette.funnel) ? '#cfd9e2' : palette.funnel}"/>`,
      `<path d="M${r1(fx - fh * 0.3)} ${r1(roof - fh)} H${r1(fx + fw - fh * 0.45)} l${r1(fh * 0.05)} ${r1(fh * 0.22)} H${r1(fx - fh * 0.24)}Z" fill="${palette.accent}"/>`,
      `<circle cx="${r1(fx + fw * 0.38)}" cy="${r1(roof - fh * 0.5)}" r="${r1(fh * 0.16)}" fill="${palette.accent}"/>`,
      '</g>',
    );
  }

  // Hull with a raked bow and a stripe; lifeboats along the promenade.
  const hullPath = `M${r1(xs)} ${r1(top)} H${r1(xb - 70)} Q${r1(xb - 22)} ${r1(top)} ${r1(xb)} ${r1(top - 9)} L${r1(xb - (river ? 22 : 56))} ${WATERLINE + 8} H${r1(xs + 10)}Z`;
  parts.push(
    `<clipPath id="hull"><path d="${hullPath}"/></clipPath>`,
    `<path d="${hullPath}" fill="${palette.hull}"/>`,
    `<g clip-path="url(#hull)"><rect x="${r1(xs)}" y="${r1(top)}" width="${r1(length)}" height="4" fill="${palette.accent}"/>` +
      `<rect x="${r1(xs)}" y="${WATERLINE - 5}" width="${r1(length)}" height="13" fill="#9b2f2a" opacity=".85"/></g>`,
  );
  // The name on the hull, near the bow; portholes stop short of it.
  const name = escapeXml(s.shipName.toUpperCase());
  const fontSize = river ? 12 : clamp(hullHeight * 0.3, 12, 16);
  const room = river ? 300 : 240;
  const natural = s.shipName.length * fontSize * 0.8 + 10;
  const nameWidth = Math.min(natural, room);
  const nameX = xb - (river ? 50 : 80);
  const fit = natural > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  parts.push(
    `<text x="${r1(nameX)}" y="${r1(top + hullHeight * 0.45 + fontSize * 0.36)}" text-anchor="end" font-family="Georgia, 'Times New Roman', serif" font-size="${r1(fontSize)}" letter-spacing="1.5" fill="${lightHull ? '#16283a' : '#ffffff'}"${fit}>${name}</text>`,
  );
  const portholes: string[] = [];
  const portholesEnd = nameX - nameWidth - 14;
  for (let x = xs + 18; x < portholesEnd; x += 9) {
    portholes.push(`M${r1(x)} ${r1(top + hullHeight * 0.45)}h3`);
  }
  parts.push(
    `<path d="${portholes.join('')}" stroke="${lightHull ? '#3f556b' : '#dfe9f1'}" stroke-opacity=".7" stroke-width="2.6" stroke-linecap="round"/>`,
  );
  if (!river && kind !== 'sail') {
    const boats: string[] = [];
    for (let x = xs + 64; x < xb - 170; x += 29)
      boats.push(`<rect x="${r1(x)}" y="${r1(top - 10)}" width="22" height="8" rx="4"/>`);
    parts.push(
      `<g fill="${palette.lifeboat ?? '#f28a1f'}" stroke="#c86a10" stroke-width=".6">${boats.join('')}</g>`,
    );
  }

  // Foam where the hull meets the water.
  parts.push(
    `<path d="M${r1(xs + 6)} ${WATERLINE + 1} H${r1(xb - 60)}" stroke="#fff" stroke-opacity=".75" stroke-width="2.5"/>`,
    `<path d="M${r1(xb - 90)} ${WATERLINE + 2} q22 -6 38 -2 q-18 4 -38 2Z" fill="#fff" opacity=".8"/>`,
  );
  return parts.join('');
}

/** The whole SVG document for one ship. */
export function renderShipIllustration(s: IllustratedShip): string {
  const seed = hashText(s.id);
  const kind = kindOf(s);
  const palette = paletteFor(s.operator);
  const title = escapeXml(`${s.shipName}, ${s.operator}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    backdrop(seed, kind),
    `<g id="ship">${ship(s, palette, kind)}</g>`,
    `<g mask="url(#reflect)"><use href="#ship" transform="matrix(1 0 0 -1 0 ${WATERLINE * 2 + 6})"/></g>`,
    waves(seed),
    '</svg>',
  ].join('');
}

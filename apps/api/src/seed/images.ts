import sharp from 'sharp';

// Demo pictures are drawn here, never fetched: flash-sheet shapes on a paper or ink background.

const palettes = [
  ['#1b1b1f', '#c62828', '#f4e9d8'],
  ['#f4e9d8', '#1b1b1f', '#2e7d32'],
  ['#0f2a3d', '#e0b04f', '#f4e9d8'],
  ['#2b1d2f', '#d96c75', '#f1e3c6'],
  ['#f7f3ea', '#1f3b57', '#b23a48'],
  ['#14231c', '#9ccfb0', '#f4e9d8'],
] as const;

function random(seed: number) {
  let s = seed % 2147483647 || 1;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

function motif(kind: number, cx: number, cy: number, r: number, ink: string, accent: string) {
  const stroke = `stroke="${ink}" stroke-width="${Math.max(4, r / 14)}" fill="none" stroke-linecap="round"`;
  switch (kind % 5) {
    case 0: // rose-ish spiral
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" ${stroke.replace('fill="none"', '')}/>
        <path d="M${cx} ${cy} m-${r * 0.2} 0 a${r * 0.2} ${r * 0.2} 0 1 1 ${r * 0.4} 0 a${r * 0.45} ${r * 0.45} 0 1 1 -${r * 0.9} 0 a${r * 0.7} ${r * 0.7} 0 1 1 ${r * 1.4} 0" ${stroke}/>`;
    case 1: // dagger
      return `<path d="M${cx} ${cy - r * 1.3} L${cx + r * 0.18} ${cy + r * 0.4} L${cx - r * 0.18} ${cy + r * 0.4} Z" fill="${accent}" ${stroke.replace('fill="none"', '')}/>
        <path d="M${cx - r * 0.6} ${cy + r * 0.4} H${cx + r * 0.6} M${cx} ${cy + r * 0.4} V${cy + r * 1.1}" ${stroke}/>`;
    case 2: // swallow-ish wave
      return `<path d="M${cx - r} ${cy} C${cx - r * 0.5} ${cy - r}, ${cx + r * 0.5} ${cy + r}, ${cx + r} ${cy}" ${stroke}/>
        <path d="M${cx - r} ${cy + r * 0.4} C${cx - r * 0.5} ${cy - r * 0.6}, ${cx + r * 0.5} ${cy + r * 1.4}, ${cx + r} ${cy + r * 0.4}" ${stroke}/>
        <circle cx="${cx}" cy="${cy - r * 0.6}" r="${r * 0.25}" fill="${accent}"/>`;
    case 3: // sun
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="${accent}"/>${Array.from(
        { length: 12 },
        (_, i) => {
          const a = (i * Math.PI) / 6;
          return `<path d="M${cx + Math.cos(a) * r * 0.6} ${cy + Math.sin(a) * r * 0.6} L${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}" ${stroke}/>`;
        },
      ).join('')}`;
    default: // mountain and moon
      return `<path d="M${cx - r} ${cy + r * 0.6} L${cx - r * 0.2} ${cy - r * 0.5} L${cx + r * 0.2} ${cy + r * 0.1} L${cx + r * 0.5} ${cy - r * 0.2} L${cx + r} ${cy + r * 0.6} Z" ${stroke}/>
        <circle cx="${cx + r * 0.5}" cy="${cy - r * 0.8}" r="${r * 0.22}" fill="${accent}"/>`;
  }
}

function flashSheet(width: number, height: number, seed: number, count: number) {
  const next = random(seed);
  const [bg, ink, accent] = palettes[seed % palettes.length]!;
  const shapes = Array.from({ length: count }, (_, i) => {
    const r = Math.min(width, height) * (count === 1 ? 0.28 : 0.12 + next() * 0.06);
    const cx = count === 1 ? width / 2 : r + next() * (width - 2 * r);
    const cy = count === 1 ? height / 2 : r * 1.3 + next() * (height - 2.6 * r);
    return motif(seed + i, cx, cy, r, ink, accent);
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${bg}"/>${shapes}</svg>`;
}

export const coverImage = (seed: number) => render(flashSheet(1200, 600, seed, 7), 1200, 600);
export const portfolioImage = (seed: number, tall: boolean) =>
  render(flashSheet(800, tall ? 1000 : 800, seed, 1 + (seed % 3)), 800, tall ? 1000 : 800);

export function avatarImage(seed: number, initials: string) {
  const [bg, ink, accent] = palettes[seed % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="${bg}"/>
    <circle cx="200" cy="200" r="150" fill="none" stroke="${accent}" stroke-width="14"/>
    <text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="120" fill="${ink}">${initials}</text>
  </svg>`;
  return render(svg, 400, 400);
}

async function render(svg: string, width: number, height: number) {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return { bytes, width, height };
}

/**
 * The site's mark, drawn by us: a rounded square holding an "A" whose legs stand on a file-list line.
 * One source for the favicon, the navbar logos (light and dark), the app icons and the social image.
 */
export interface MarkColors {
  tile: string;
  glyph: string;
}

export const MARK_LIGHT: MarkColors = { tile: '#1f6feb', glyph: '#ffffff' };
export const MARK_DARK: MarkColors = { tile: '#58a6ff', glyph: '#0d1117' };

/** The mark as an SVG document, 64×64 user units; `padding` (0–0.3) shrinks it inside its box for maskable icons. */
export function markSvg(colors: MarkColors, padding = 0): string {
  const scale = 1 - padding * 2;
  const offset = 32 * padding * 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    padding > 0 ? `<rect width="64" height="64" fill="${colors.tile}"/>` : '',
    `<g transform="translate(${offset} ${offset}) scale(${scale})">`,
    `<rect width="64" height="64" rx="14" fill="${colors.tile}"/>`,
    `<path d="M32 9 L52 47 H43.5 L32 24.5 L20.5 47 H12 Z" fill="${colors.glyph}"/>`,
    `<rect x="25" y="36" width="14" height="5" rx="1.5" fill="${colors.glyph}"/>`,
    `<rect x="12" y="51" width="40" height="4" rx="2" fill="${colors.glyph}" opacity="0.8"/>`,
    '</g></svg>',
  ].join('');
}

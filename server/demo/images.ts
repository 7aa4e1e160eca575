import sharp from 'sharp';

export type Silhouette = 'top' | 'long' | 'dress' | 'shoe' | 'bag';

const SHAPES: Record<Silhouette, string> = {
  top: 'M210 150 L270 120 Q300 160 330 120 L390 150 L450 250 L395 280 L380 250 L380 640 L220 640 L220 250 L205 280 L150 250 Z',
  long: 'M220 130 L275 110 Q300 150 325 110 L380 130 L430 260 L390 275 L385 250 L400 700 L200 700 L215 250 L210 275 L170 260 Z',
  dress: 'M255 120 Q300 160 345 120 L360 260 L450 680 L150 680 L240 260 Z',
  shoe: 'M140 470 Q150 380 220 380 L300 420 Q360 450 460 470 Q500 480 490 540 L150 540 Q130 520 140 470 Z',
  bag: 'M170 330 L430 330 L460 650 L140 650 Z M240 330 Q240 220 300 220 Q360 220 360 330 L340 330 Q340 245 300 245 Q260 245 260 330 Z',
};

/** A product picture made here (no network): the garment's silhouette on a soft backdrop. */
export async function productImage(shape: Silhouette, hex: string): Promise<Buffer> {
  const outline = hex.toUpperCase() === '#FFFFFF' ? '#9E9E9E' : '#00000033';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F5F1EA"/><stop offset="1" stop-color="#E4DDD0"/></linearGradient></defs>
    <rect width="600" height="800" fill="url(#bg)"/>
    <ellipse cx="300" cy="720" rx="200" ry="22" fill="#00000014"/>
    <path d="${SHAPES[shape]}" fill="${hex}" stroke="${outline}" stroke-width="4" fill-rule="evenodd"/>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

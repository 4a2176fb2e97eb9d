// The signature as a picture: strokes drawn on a canvas, and the PNG a signed waiver keeps.

export type Point = { x: number; y: number; width: number };
export type Stroke = Point[];

// The exported picture has one size whatever the screen, so every signature looks alike in the PDF.
const exportWidth = 900;
const exportHeight = 300;
export const padHeight = 180;
const ink = '#111111';

/** Strokes are kept in 0–1 coordinates, so they redraw at any size (resize, rotation, export). */
export function drawStrokes(ctx: CanvasRenderingContext2D, strokes: Stroke[], width: number, height: number) {
  ctx.clearRect(0, 0, width, height);
  ctx.strokeStyle = ink;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const scale = width / 300;
  for (const stroke of strokes) {
    if (stroke.length === 1) {
      const p = stroke[0]!;
      ctx.beginPath();
      ctx.arc(p.x * width, p.y * height, (p.width * scale) / 2, 0, Math.PI * 2);
      ctx.fillStyle = ink;
      ctx.fill();
      continue;
    }
    for (let i = 1; i < stroke.length; i++) {
      const a = stroke[i - 1]!;
      const b = stroke[i]!;
      ctx.beginPath();
      ctx.lineWidth = b.width * scale;
      ctx.moveTo(a.x * width, a.y * height);
      ctx.lineTo(b.x * width, b.y * height);
      ctx.stroke();
    }
  }
}

export function exportStrokes(strokes: Stroke[]): string {
  const canvas = document.createElement('canvas');
  canvas.width = exportWidth;
  canvas.height = exportHeight;
  drawStrokes(canvas.getContext('2d')!, strokes, exportWidth, exportHeight);
  return canvas.toDataURL('image/png');
}

/** A typed name drawn as a signature, in a handwriting-like face. */
export function exportTypedName(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = exportWidth;
  canvas.height = exportHeight;
  const ctx = canvas.getContext('2d')!;
  let size = 110;
  const font = (s: number) => `italic ${s}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`;
  ctx.font = font(size);
  while (ctx.measureText(name).width > exportWidth - 60 && size > 24) {
    size -= 4;
    ctx.font = font(size);
  }
  ctx.fillStyle = ink;
  ctx.textBaseline = 'middle';
  ctx.fillText(name, 30, exportHeight / 2);
  return canvas.toDataURL('image/png');
}

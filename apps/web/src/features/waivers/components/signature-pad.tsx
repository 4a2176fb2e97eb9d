import type { WaiverSignature } from '@linework/contract/waivers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

type Point = { x: number; y: number; width: number };
type Stroke = Point[];

// The exported picture has one size whatever the screen, so every signature looks alike in the PDF.
const exportWidth = 900;
const exportHeight = 300;
const padHeight = 180;
const ink = '#111111';

/** Strokes are kept in 0–1 coordinates, so they redraw at any size (resize, rotation, export). */
function drawStrokes(ctx: CanvasRenderingContext2D, strokes: Stroke[], width: number, height: number) {
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

function exportStrokes(strokes: Stroke[]): string {
  const canvas = document.createElement('canvas');
  canvas.width = exportWidth;
  canvas.height = exportHeight;
  drawStrokes(canvas.getContext('2d')!, strokes, exportWidth, exportHeight);
  return canvas.toDataURL('image/png');
}

/** A typed name drawn as a signature, in a handwriting-like face. */
function exportTypedName(name: string): string {
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

/**
 * A signature drawn with a finger, pen or mouse (pointer events; the pad takes the touch so the page
 * does not scroll), with Clear to start again. Someone who cannot draw, or uses a keyboard, types
 * their name instead, which is drawn as the signature.
 */
export function SignaturePad(props: {
  label: string;
  value: WaiverSignature;
  onChange(value: WaiverSignature): void;
  error?: string;
}) {
  const { value, onChange } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef(false);
  const [hasInk, setHasInk] = useState(value.method === 'drawn' && value.image !== '');
  const ids = useId();
  const helpId = `${ids}-help`;
  const errorId = `${ids}-error`;

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const box = boxRef.current;
    if (!canvas || !box) return;
    const ratio = window.devicePixelRatio || 1;
    const width = box.clientWidth;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(padHeight * ratio);
    const ctx = canvas.getContext('2d')!;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawStrokes(ctx, strokes.current, width, padHeight);
  }, []);

  useEffect(() => {
    if (value.method !== 'drawn') return;
    redraw();
    const observer = new ResizeObserver(redraw);
    if (boxRef.current) observer.observe(boxRef.current);
    return () => observer.disconnect();
  }, [redraw, value.method]);

  // A signature from before a reload cannot be redrawn as strokes; show it as it was exported.
  const restored = value.method === 'drawn' && value.image !== '' && strokes.current.length === 0;

  const pointAt = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    // A pen's pressure shapes the line; touch and mouse draw at an even width.
    const pressure = event.pointerType === 'pen' && event.pressure > 0 ? event.pressure : 0.5;
    return {
      x: (event.clientX - rect.left) / rect.width,
      y: (event.clientY - rect.top) / rect.height,
      width: 1.5 + pressure * 3,
    };
  };
  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    strokes.current.push([pointAt(event)]);
    redraw();
  };
  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    strokes.current.at(-1)!.push(pointAt(event));
    redraw();
  };
  const onPointerUp = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setHasInk(true);
    onChange({ method: 'drawn', image: exportStrokes(strokes.current), typedName: '' });
  };
  const clear = () => {
    strokes.current = [];
    setHasInk(false);
    onChange({ method: 'drawn', image: '', typedName: '' });
    redraw();
  };

  const describedBy = props.error ? `${helpId} ${errorId}` : helpId;
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="h3">
        {props.label}
      </Typography>
      {value.method === 'drawn' ? (
        <>
          <Typography id={helpId} variant="body2" color="text.secondary">
            Sign in the box with your finger, a pen or the mouse.
          </Typography>
          <Box
            ref={boxRef}
            sx={{
              position: 'relative',
              height: padHeight,
              border: 2,
              borderColor: props.error ? 'error.main' : 'grey.500',
              borderRadius: 2,
              bgcolor: '#fff',
              overflow: 'hidden',
            }}
          >
            {restored && (
              <Box
                component="img"
                src={value.image}
                alt="Your signature"
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
              />
            )}
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={`${props.label}: signature pad${hasInk ? ', signed' : ', empty'}`}
              aria-describedby={describedBy}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none' }}
            />
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: 16,
                right: 16,
                bottom: 36,
                borderBottom: 1,
                borderColor: 'grey.400',
                pointerEvents: 'none',
              }}
            />
          </Box>
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Button variant="outlined" onClick={clear} disabled={!hasInk && !restored}>
              Clear and sign again
            </Button>
            <Button
              variant="text"
              onClick={() => {
                strokes.current = [];
                setHasInk(false);
                onChange({ method: 'typed', image: '', typedName: '' });
              }}
            >
              Type my name instead
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <TextField
            label="Type your full name to sign"
            value={value.typedName}
            onChange={(e) => {
              const typedName = e.target.value;
              onChange({
                method: 'typed',
                typedName,
                image: typedName.trim() ? exportTypedName(typedName.trim()) : '',
              });
            }}
            autoComplete="name"
            error={Boolean(props.error)}
            slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
            fullWidth
          />
          <Typography id={helpId} variant="body2" color="text.secondary">
            Typing your name here signs this form, just like drawing your signature.
          </Typography>
          {value.image && (
            <Box
              component="img"
              src={value.image}
              alt={`Signature: ${value.typedName}`}
              sx={{
                maxWidth: '100%',
                height: 90,
                objectFit: 'contain',
                alignSelf: 'flex-start',
                bgcolor: '#fff',
              }}
            />
          )}
          <Button
            variant="text"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => onChange({ method: 'drawn', image: '', typedName: '' })}
          >
            Draw my signature instead
          </Button>
        </>
      )}
      {props.error && (
        <FormHelperText id={errorId} error>
          {props.error}
        </FormHelperText>
      )}
    </Stack>
  );
}

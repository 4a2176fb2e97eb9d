import type { WaiverSignature } from '@linework/contract/waivers';
import { useCallback, useEffect, useRef, useState } from 'react';
import { drawStrokes, exportStrokes, type Point, padHeight, type Stroke } from './signature-drawing.ts';

/**
 * The strokes of a drawn signature and the pointer handlers that make them (the pad takes the touch,
 * so the page does not scroll); each finished stroke exports the whole signature through onChange.
 */
export function useSignatureStrokes(value: WaiverSignature, onChange: (value: WaiverSignature) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef(false);
  const [hasInk, setHasInk] = useState(value.image !== '');

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
    redraw();
    const observer = new ResizeObserver(redraw);
    if (boxRef.current) observer.observe(boxRef.current);
    return () => observer.disconnect();
  }, [redraw]);

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

  // A signature from before a reload cannot be redrawn as strokes; it shows as it was exported.
  const restored = value.image !== '' && strokes.current.length === 0;
  return {
    canvasRef,
    boxRef,
    hasInk,
    restored,
    clear,
    pointerHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}

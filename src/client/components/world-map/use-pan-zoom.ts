import { type PointerEvent, useRef, useState, type WheelEvent } from 'react';

export interface View {
  /** Scale, 1 (the whole world) to MAX_SCALE. */
  k: number;
  x: number;
  y: number;
}

const MAX_SCALE = 12;
const WHOLE: View = { k: 1, x: 0, y: 0 };

/** Keeps the map covering its frame: no panning the world out of sight. */
function clamp(view: View, width: number, height: number): View {
  const k = Math.min(MAX_SCALE, Math.max(1, view.k));
  return {
    k,
    x: Math.min(0, Math.max(width - width * k, view.x)),
    y: Math.min(0, Math.max(height - height * k, view.y)),
  };
}

/** Zooms by `factor` keeping the point (px, py), in map units, where it is on screen. */
function zoomAround(view: View, factor: number, px: number, py: number): View {
  const k = Math.min(MAX_SCALE, Math.max(1, view.k * factor));
  const ratio = k / view.k;
  return { k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

/**
 * Pan and zoom for an SVG drawn in a `width`×`height` viewBox: the wheel zooms around the pointer,
 * one pointer drags, two pointers pinch; the buttons call `zoomBy` and `reset`.
 */
export function usePanZoom(width: number, height: number) {
  const [view, setView] = useState<View>(WHOLE);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  /** A client point in the viewBox's units. */
  const toMap = (svg: SVGSVGElement, clientX: number, clientY: number) => {
    const box = svg.getBoundingClientRect();
    return {
      x: ((clientX - box.left) / Math.max(1, box.width)) * width,
      y: ((clientY - box.top) / Math.max(1, box.height)) * height,
    };
  };

  const handlers = {
    onWheel: (event: WheelEvent<SVGSVGElement>) => {
      const point = toMap(event.currentTarget, event.clientX, event.clientY);
      const factor = Math.exp(-event.deltaY * 0.002);
      setView((current) => clamp(zoomAround(current, factor, point.x, point.y), width, height));
    },
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      pointers.current.set(event.pointerId, toMap(event.currentTarget, event.clientX, event.clientY));
      pinch.current = null;
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const now = toMap(event.currentTarget, event.clientX, event.clientY);
      pointers.current.set(event.pointerId, now);
      const all = [...pointers.current.values()];
      if (all.length >= 2) {
        const [a, b] = all as [{ x: number; y: number }, { x: number; y: number }];
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        const last = pinch.current;
        pinch.current = distance;
        if (last) {
          const factor = distance / last;
          setView((current) =>
            clamp(zoomAround(current, factor, (a.x + b.x) / 2, (a.y + b.y) / 2), width, height),
          );
        }
        return;
      }
      setView((current) =>
        clamp(
          { ...current, x: current.x + now.x - before.x, y: current.y + now.y - before.y },
          width,
          height,
        ),
      );
    },
    onPointerUp: (event: PointerEvent<SVGSVGElement>) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
    },
    onPointerCancel: (event: PointerEvent<SVGSVGElement>) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
    },
  };

  return {
    view,
    zoomBy: (factor: number) =>
      setView((current) => clamp(zoomAround(current, factor, width / 2, height / 2), width, height)),
    reset: () => setView(WHOLE),
    handlers,
  };
}

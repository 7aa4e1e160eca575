import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import type { LabelSymbology } from '../../../domain/sku-labels.ts';

/**
 * A barcode drawn by JsBarcode into an SVG that scales to its box: Code 128 (a shipping label's
 * AWB, a SKU) or EAN-13 (a variant's GTIN).
 */
export function Barcode({
  value,
  label,
  format = 'CODE128',
  fontSize = 14,
  margin = 0,
  className = 'block h-auto w-full',
}: {
  value: string;
  label: string;
  format?: LabelSymbology;
  fontSize?: number;
  /** The quiet zone each side, in bar widths: where the box has no margin of its own. */
  margin?: number;
  className?: string;
}) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, {
      format,
      width: 2,
      height: 60,
      margin,
      fontSize,
      displayValue: true,
    });
    // Scale with the label, keeping the bars' proportions.
    const svg = ref.current;
    const w = svg.getAttribute('width');
    const h = svg.getAttribute('height');
    if (w && h) {
      svg.setAttribute('viewBox', `0 0 ${parseFloat(w)} ${parseFloat(h)}`);
      svg.removeAttribute('width');
      svg.removeAttribute('height');
    }
  }, [value, format, fontSize, margin]);
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={`${label}: ${value}`}
      data-testid="barcode"
      data-value={value}
      className={className}
    />
  );
}

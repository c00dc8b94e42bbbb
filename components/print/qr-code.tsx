import { create } from 'qrcode';

/**
 * A QR code as inline SVG (one path of dark modules, a quiet zone of four), so it prints sharp at any size and needs
 * no image request. Error correction M: a slip folded or smudged at the gate still scans.
 */
export function QrCode({ value, size = 120, label }: { value: string; size?: number; label: string }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const extent = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr={value}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className="print-qr"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

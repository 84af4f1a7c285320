/** A simple accessible SVG bar chart (values out of `max`), with the numbers as text too. */
export function BarChart({ title, bars, max = 10 }: { title: string; bars: { label: string; value: number | null }[]; max?: number }) {
  const width = Math.max(480, bars.length * 64);
  const height = 200;
  const plot = height - 40;
  const barWidth = Math.min(40, width / bars.length - 16);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={`${title}: ${bars.map((b) => `${b.label} ${b.value ?? '-'}`).join(', ')}`}
      >
        <line x1="0" x2={width} y1={plot} y2={plot} stroke="#78716c" />
        {bars.map((b, i) => {
          const x = i * (width / bars.length) + (width / bars.length - barWidth) / 2;
          const h = b.value ? (b.value / max) * (plot - 20) : 0;
          return (
            <g key={b.label}>
              <rect x={x} y={plot - h} width={barWidth} height={h} rx="4" fill="#2f6b3f" />
              <text x={x + barWidth / 2} y={plot - h - 6} textAnchor="middle" fontSize="13" fill="#1c1917">
                {b.value ?? '-'}
              </text>
              <text x={x + barWidth / 2} y={plot + 18} textAnchor="middle" fontSize="12" fill="#44403c">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-sm text-stone-700">{title}</figcaption>
    </figure>
  );
}

import { LIMITS } from '@core/constants';

/**
 * 20 falling meteors drawn in CSS (spec section 9). Positions and timings are fixed per index, so
 * the server and the browser render the same markup; none are shown when reduced motion is preferred.
 */
export function Meteors({ count = LIMITS.meteors }: { count?: number }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden motion-reduce:hidden" data-testid="meteors">
      {Array.from({ length: count }, (_, i) => {
        const left = (i * 53) % 100;
        const delay = ((i * 37) % 80) / 10;
        const duration = 4 + ((i * 29) % 60) / 10;
        return (
          <span
            key={i}
            className="absolute top-0 h-0.5 w-0.5 animate-meteor rounded-full bg-earth-200 shadow-[0_0_0_1px_#ffffff10] before:absolute before:top-1/2 before:h-px before:w-14 before:-translate-y-1/2 before:bg-gradient-to-r before:from-earth-200 before:to-transparent before:content-['']"
            style={{ left: `${left}%`, top: `${-5 + ((i * 17) % 30)}%`, animationDelay: `${delay}s`, animationDuration: `${duration}s` }}
          />
        );
      })}
    </div>
  );
}

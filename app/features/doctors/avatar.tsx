import { useState } from 'react';
import { cn } from '~/ui/cn';
import { initialsOf } from './initials';

/** A round photo, or the person's initials when there is no photo or it fails to load. */
export function Avatar({
  name,
  src,
  alt,
  size = 96,
  className,
}: {
  name: string;
  src?: string | null;
  alt: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
        className={cn('rounded-full object-cover', className)}
        style={style}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={alt}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-serif font-semibold text-white',
        className,
      )}
      style={{ ...style, fontSize: size * 0.36 }}
    >
      {initialsOf(name)}
    </span>
  );
}

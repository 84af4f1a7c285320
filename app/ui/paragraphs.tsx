/** Text with paragraphs separated by a blank line, as the content files write it. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i} className="mt-4 leading-relaxed text-stone-800 first:mt-0">
          {p}
        </p>
      ))}
    </div>
  );
}

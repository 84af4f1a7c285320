import { renderToStaticMarkup } from 'react-dom/server.browser';
import { describe, expect, it } from 'vitest';
import { TypedText } from './typed-text';

describe('TypedText', () => {
  it('marks typed text with its own language', () => {
    expect(renderToStaticMarkup(<TypedText text="सिर में दर्द, 3 दिन से" />)).toBe('<span lang="hi">सिर में दर्द, 3 दिन से</span>');
    expect(renderToStaticMarkup(<TypedText text="Musculoskeletal care" />)).toBe('<span lang="en">Musculoskeletal care</span>');
  });
});

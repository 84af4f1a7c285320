/**
 * Hindi in the device's own Devanagari font where it has one, ours where it has none (decision 0089).
 *
 * Every phone we serve carries a Devanagari font (Android's is the very Noto Sans Devanagari we
 * host, iOS has Kohinoor, Windows Nirmala UI), yet our 68 KiB copy was downloaded on every Hindi page
 * before its first paint. This script runs in the page's head, before any text is laid out: it
 * measures two Devanagari letters of different widths in the device's fonts. Where no font has
 * them, both are drawn as the same empty box, so they measure the same, and the page keeps our fonts
 * (app/app.css); where the device has a font, `<html data-devanagari="device">` drops ours from the
 * font stacks and they are never requested. Without a canvas, or without JavaScript, the page keeps
 * ours: a redraw, never boxes.
 *
 * `preload`: the language switch's font, asked for beside the stylesheet only on a device that will
 * use it (decision 0086).
 */
const DEVICE_FONT_ATTRIBUTE = 'data-devanagari';

export function deviceFontScript(preload?: string): string {
  // र (narrow) and ञ (wide): equal only when both are the empty box of a missing glyph.
  const detect =
    "var own=false;try{var c=document.createElement('canvas').getContext('2d');c.font='16px sans-serif';" +
    "own=c.measureText('\\u0930').width!==c.measureText('\\u091e').width}catch(e){}";
  const mark = `if(own)document.documentElement.setAttribute('${DEVICE_FONT_ATTRIBUTE}','device');`;
  const load = preload
    ? "else{var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';" +
      `l.href=${JSON.stringify(preload).replace(/</g, '\\u003c')};document.head.appendChild(l)}`
    : '';
  return `(function(){${detect}${mark}${load}})()`;
}

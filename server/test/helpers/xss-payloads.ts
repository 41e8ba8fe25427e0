/**
 * Stored-XSS attempts for everything a member writes that others see (article HTML, titles,
 * badge text). Each would run script if it reached a page unsanitised; `window.__xss` is what a
 * browser test watches (and any dialog).
 */
export const XSS_PAYLOADS = [
  "<script>window.__xss=1;alert(1)</script>",
  '<img src="x" onerror="window.__xss=1;alert(1)">',
  '<img src="https://example.com/a.png" onload="window.__xss=1">',
  '<a href="javascript:window.__xss=1;alert(1)">click me</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;avascript:alert(1)">entity-encoded scheme</a>',
  '<svg onload="window.__xss=1;alert(1)"><circle r="1"/></svg>',
  "<svg><script>window.__xss=1</script></svg>",
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
  '<style>body{background:url("javascript:alert(1)")}</style><p>styled</p>',
  '<p style="background-image:url(javascript:alert(1))">inline style</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle="window.__xss=1;alert(1)"><summary>x</summary></details>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<p onmouseover="window.__xss=1">hover</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<a href="https://example.com" onclick="window.__xss=1">fine link, bad handler</a>',
] as const;

/** What must never survive sanitising, in any letter case. */
export const FORBIDDEN_IN_STORED_HTML = [
  /<script/i,
  /<svg/i,
  /<math/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<form/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /style\s*=/i,
  /srcdoc/i,
  /src\s*=\s*"data:/i,
];

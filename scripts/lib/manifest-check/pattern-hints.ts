/**
 * Human wording for the schema's patterns, so a message says what to write instead of printing a
 * regular expression. Keyed by the exact `pattern` string of schema/merchant.schema.json; a
 * pattern with no entry is shown as is ("a string matching /.../"), and a unit test fails when
 * a schema pattern has no entry here.
 */
export const patternHints: Record<string, string> = {
  '^[a-z][a-z0-9-]{1,31}$': 'a merchant id: 2-32 lowercase letters, digits or hyphens, starting with a letter (e.g. "luckyvn")',
  '^[A-Z0-9_]{2,16}$': 'a merchant code: 2-16 capital letters, digits or underscores (e.g. "LVN")',
  '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$': 'a lowercase host name without scheme, port or path (e.g. "m.brand.example")',
  '^#[0-9a-fA-F]{6}$': 'a colour written as #rrggbb (e.g. "#c8102e")',
  '^/static/js/gt\\.[0-9]+\\.[0-9]+\\.[0-9]+\\.js$': 'the path of Geetest v3\'s versioned client file (e.g. "/static/js/gt.0.4.9.js")',
  '^sha(256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$': 'a Subresource Integrity hash: sha256-, sha384- or sha512- and the base64 digest (npx tsx scripts/script-integrity.ts <url> prints it)',
  '^(?!.*\\.\\.)[A-Za-z0-9_-][A-Za-z0-9_./-]{0,190}\\.(png|svg)$':
    'a .png or .svg path relative to the manifest folder, without "..", a leading slash or spaces (e.g. "assets/logo.svg")',
  '^https://[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?(/[^\\s"\'<>\\\\]{0,2000})?$':
    'an absolute https:// URL without spaces, quotes or angle brackets (e.g. "https://cdn.brand.example/app.apk")',
  '^https://[a-z0-9.-]{1,253}(:[0-9]{1,5})?$':
    'an exact https origin: https://, a lowercase host and an optional port, with no path and no trailing slash (e.g. "https://pay.brand.example")',
  '^(?!.*\\.\\.)[A-Za-z0-9_-][A-Za-z0-9_./-]{0,190}\\.(png|svg|jpg|webp|avif)$':
    'a .png, .svg, .jpg, .webp or .avif path relative to the manifest folder, without "..", a leading slash or spaces (e.g. "assets/banners/daily.jpg")',
  '^(https://[a-z0-9.-]{1,253}|http://localhost|http://[a-z0-9.-]{0,200}[a-z0-9]\\.localhost|http://127\\.0\\.0\\.1)(:[0-9]{1,5})?$':
    'an origin: https:// with a lowercase host and an optional port, or http:// on a loopback host (localhost, *.localhost, 127.0.0.1), no path and no trailing slash (e.g. "https://img.brand.example")',
  '^https://[a-z0-9.-]{1,253}(:[0-9]{1,5})?/[^\\s]{0,200}$':
    'an https:// URL with a lowercase host, an optional port and a path, without spaces (e.g. "https://pay.brand.example/deposit")',
  '^[a-z][a-zA-Z0-9-]{0,63}$': 'an id: a lowercase letter, then up to 63 letters, digits or hyphens (e.g. "voucherCenter")',
  '^/m/[A-Za-z0-9._/-]{0,200}$': 'a path under /m/ made of letters, digits and . _ / - (e.g. "/m/member/home")',
  '^[A-Za-z0-9 ,\'"-]{1,200}$': 'a CSS font-family list of letters, digits, spaces, commas, quotes and hyphens (e.g. "\'Noto Sans\', sans-serif")',
  '^[A-Za-z0-9]{0,64}$': 'up to 64 letters and digits (empty when there is none)',
  // The vendor ids of `analytics`, each in the form its vendor issues (docs/configuration.md, "Vendor id formats").
  '^[0-9]{15,16}$': 'a Meta (Facebook) pixel id: 15 or 16 digits, copied from fbq(\'init\', ...) in the pixel\'s base code in Events Manager (e.g. "100200300400500")',
  '^[A-Z0-9]{20}$': 'a TikTok pixel id: 20 capital letters and digits, copied from ttq.load(...) in the pixel\'s base code in Events Manager (e.g. "C4ABCDEFGHIJ12345678")',
  '^[0-9]{15,19}$': 'a Kwai pixel id: 15-19 digits, copied from kwaiq.load(...) in the pixel\'s base code in Kwai for Business (e.g. "300400500600700")',
  '^(G|GT|AW)-[A-Z0-9]{4,16}$':
    'a Google tag id: G-, GT- or AW- and 4-16 capital letters or digits, as the Google tag\'s settings show it (e.g. "G-ABC123DEF4"; a Tag Manager container id, GTM-..., is not one, so take the id of the Google tag the container fires)',
  '^http://(127\\.0\\.0\\.1|localhost):[0-9]{2,5}$': 'a local emulator address: http://127.0.0.1 or http://localhost with a port (e.g. "http://127.0.0.1:9099")',
  '^((https://[a-z0-9.-]{1,253}|http://localhost|http://[a-z0-9.-]{0,200}[a-z0-9]\\.localhost|http://127\\.0\\.0\\.1)(:[0-9]{1,5})?|/[A-Za-z0-9_-]([A-Za-z0-9._/-]{0,119}[A-Za-z0-9_-])?)$':
    'an https origin (e.g. "https://static.geetest.com"), http:// only on a loopback host, or a same-origin path starting with a single / (e.g. "/__sandbox/geetest/cdn-a"; "//host" is another host)',
};

export const describePattern = (pattern: string): string => patternHints[pattern] ?? `a string matching /${pattern}/`;

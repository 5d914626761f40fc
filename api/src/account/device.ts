/**
 * A readable device name from a User-Agent header, for the activity page: "Chrome on Android",
 * "Safari on iPhone", "Firefox on Windows". Only the common browsers and systems; anything else is
 * "Unknown device" rather than a guess.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = matchFirst(ua, [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Version\/[\d.]+.*Safari\//, 'Safari'],
  ]);
  const system = matchFirst(ua, [
    [/Android/, 'Android'],
    [/iPhone|iPod/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'ChromeOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ]);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

function matchFirst(text: string, rules: Array<[RegExp, string]>): string | null {
  for (const [pattern, name] of rules) if (pattern.test(text)) return name;
  return null;
}

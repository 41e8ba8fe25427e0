import { describe, expect, it } from "vitest";
import { clientSummary } from "../../src/auth/client-summary.js";
import { networkOf } from "../../src/http/client-address.js";

/** What the admins' sessions list keeps of a request: a short client name and a network. */
describe("shortened clients and networks", () => {
  it("names the browser, its major version and the system", () => {
    const cases: [string, string][] = [
      ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox 128 on Linux"],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
        "Edge 131 on Windows",
      ],
      [
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
        "Safari 17 on macOS",
      ],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
        "Safari 17 on iOS",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
        "Chrome 131 on Android",
      ],
      ["curl/8.5.0", "curl 8"],
    ];
    for (const [header, summary] of cases) expect(clientSummary(header)).toBe(summary);
  });

  it("keeps an unknown header short and printable, and nothing for none", () => {
    expect(clientSummary(undefined)).toBeNull();
    expect(clientSummary("  ")).toBeNull();
    const long = clientSummary(`weird\u0000${"x".repeat(200)}`);
    expect(long).toHaveLength(64);
    expect(long).toMatch(/^weird\?x+…$/);
  });

  it("gives the /24 of IPv4 (mapped included) and the /48 of IPv6, never the address", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(networkOf(undefined)).toBeNull();
    expect(networkOf("not an address")).toBeNull();
  });
});

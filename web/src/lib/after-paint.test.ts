import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./after-paint.js";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("afterNextPaint", () => {
  it("resolves in a task after the next animation frame, not before", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await vi.runAllTimersAsync();
    expect(done).toBe(false);

    frame?.(0);
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
  });

  it("resolves at once in a hidden page, which paints no frames", async () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const frame = vi.spyOn(window, "requestAnimationFrame");
    await afterNextPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});

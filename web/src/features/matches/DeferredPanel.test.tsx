import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeferredPanel } from "./DeferredPanel.js";

/** A stand-in IntersectionObserver the test drives: `enter()` says the observed box came near. */
let observed: { callback: IntersectionObserverCallback; node?: Element }[] = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; node?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observed.push(this.entry);
  }
  observe(node: Element) {
    this.entry.node = node;
  }
  disconnect() {
    observed = observed.filter((entry) => entry !== this.entry);
  }
}
const enter = () =>
  act(() => {
    for (const { callback, node } of observed)
      callback(
        [{ isIntersecting: true, target: node } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });

beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  observed = [];
});

const panel = (eager = false) => (
  <DeferredPanel id="economy" title="Economy" reserve="min-h-[248px]" eager={eager}>
    <p>the chart</p>
  </DeferredPanel>
);

describe("DeferredPanel (match page, issue #21)", () => {
  it("holds its heading and height until it comes near the screen, then renders", async () => {
    render(panel());
    const region = screen.getByRole("region", { name: "Economy" });
    expect(region.id).toBe("economy");
    expect(screen.getByRole("heading", { name: "Economy" })).toBeTruthy();
    expect(screen.queryByText("the chart")).toBeNull();
    expect(region.getAttribute("aria-busy")).toBe("true");
    expect(region.lastElementChild?.className).toContain("min-h-[248px]");

    enter();
    expect(await screen.findByText("the chart")).toBeTruthy();
    expect(region.getAttribute("aria-busy")).toBe("false");
    expect(observed).toEqual([]);
  });

  it("renders at once when the address asks for it", () => {
    render(panel(true));
    expect(screen.getByText("the chart")).toBeTruthy();
    expect(observed).toEqual([]);
  });

  it("renders on the first Tab, so the keyboard meets its controls in order", () => {
    render(panel());
    fireEvent.keyDown(document.body, { key: "a" });
    expect(screen.queryByText("the chart")).toBeNull();
    fireEvent.keyDown(document.body, { key: "Tab" });
    expect(screen.getByText("the chart")).toBeTruthy();
  });
});
